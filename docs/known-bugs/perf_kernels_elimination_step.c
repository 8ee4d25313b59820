/* kernels: one Gaussian elimination step for pivot row k. Both loops stay sequential:
   "not parallel: 'a[i][j]' is written and 'a[i][k]' is used, which other iterations may write".
   i >= k+1 and j >= k+1, so column k and row k are never written: both loops are independent
   (NVHPC parallelises them). Even `for (i = k+1; i < N; i++) a[i][0] = a[k][0];` stays
   sequential: the loop bounds (i > k) are not used to separate a[i][..] from a[k][..]. */
#include <stdio.h>
#define N 100
static double a[N][N], r[N][N];
static void elim(int k) {
#pragma acc kernels copy(a)
  for (int i = k+1; i < N; i++)
    for (int j = k+1; j < N; j++)
      a[i][j] -= a[i][k] * a[k][j];
}
int main(void) {
  int bad = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = r[i][j] = (i == j) ? N : 1.0 / (1 + i + j);
  for (int k = 0; k < N-1; k++) {
    for (int i = k+1; i < N; i++) { a[i][k] /= a[k][k]; r[i][k] /= r[k][k]; }
    elim(k);
    for (int i = k+1; i < N; i++) for (int j = k+1; j < N; j++) r[i][j] -= r[i][k] * r[k][j];
  }
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) bad += a[i][j] != r[i][j];
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
