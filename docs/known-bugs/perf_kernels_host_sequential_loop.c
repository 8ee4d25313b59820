/* kernels: Gaussian elimination written with the pivot loop inside the region. The k loop is
   rightly sequential, the i and j loops are parallel, but the whole nest is one launch on one
   gang ("loop scheduled as worker" / "vector"): on the GPU one SM does all the work. The host
   could run the k loop and launch the i/j nest with all gangs each step (as with the directive
   inside the k loop). Compile: acorncc -Minfo=accel perf_kernels_host_sequential_loop.c */
#include <stdio.h>
#define N 512
static double a[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = 1 + (i * 7 + j * 3) % 11 + (i == j) * N;
#pragma acc kernels copy(a)
  for (int k = 0; k < N - 1; k++)
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        a[i][j] -= a[i][k] * a[k][j] / a[k][k];
  printf("%s\n", a[N - 1][N - 1] > 0 ? "PASS" : "FAIL");
  return !(a[N - 1][N - 1] > 0);
}
