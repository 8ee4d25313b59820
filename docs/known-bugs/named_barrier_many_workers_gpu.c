/* num_workers(32) vector_length(32) (1024 threads, accepted by the launch check) with vector loops
   inside worker loops: each vector loop ends with GpuExec::sync -> worker_barrier(), which issues
   `bar.sync threadIdx.y + 1, blockDim.x`: barrier ids 16..32 for workers 15..31, but PTX has only
   barriers 0..15 (undefined behaviour / wrong synchronisation on a GPU). By reading the code only. */
#include <stdio.h>
#pragma acc routine vector
static void smooth(double *u, double *t, int n)
{
#pragma acc loop vector
  for (int i = 0; i < n; i++) t[i] = u[i] * 2;
#pragma acc loop vector
  for (int i = 0; i < n; i++) u[i] = t[n - 1 - i];
}
int main(void)
{
  enum { G = 4, W = 32, N = 64 };
  static double u[G * W * N], t[G * W * N];
  for (int i = 0; i < G * W * N; i++) u[i] = i;
#pragma acc parallel loop gang num_workers(32) vector_length(32) copy(u) create(t)
  for (int g = 0; g < G; g++) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) smooth(u + (g * W + w) * N, t + (g * W + w) * N, N);
  }
  int ok = 1;
  for (int r = 0; r < G * W; r++) for (int i = 0; i < N; i++) ok &= u[r * N + i] == 2.0 * (r * N + N - 1 - i);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
