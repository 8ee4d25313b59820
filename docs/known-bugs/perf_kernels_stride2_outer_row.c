/* kernels: a j+=2 inner loop writing c[i][j] and c[i][j+1] makes BOTH loops sequential.
   The outer i loop writes only row i of a true 2-D array (j+1 <= M-1), so it is independent
   whatever the inner loop does; the inner loop is independent too (j even, j+1 odd).
   -Minfo (both loops): "not parallel: 'c[i][j]' is written and 'c[i][j + 1]' is used, which
   other iterations may write" -- c[i][j+1] is only written. */
#include <stdio.h>
#define N 200
#define M 150
static double a[N][M], c[N][M];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i + 0.001 * j;
#pragma acc kernels copyin(a) copyout(c)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) { c[i][j] = a[i][j]; c[i][j+1] = -a[i][j+1]; }
  int bad = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) bad += c[i][j] != ((j % 2) ? -a[i][j] : a[i][j]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
