/* kernels: flattened transpose at[j*n+i] = a[i*m+j] with i outer: both loops sequential
   ("the elements of 'at' one iteration writes (at[j * n + i]) may be written by another").
   With the loops swapped (j outer, i inner) Acorn parallelises both, so the analysis can prove
   it; here even the inner j loop (distinct j*n for fixed i, n > i >= 0) is refused. */
#include <stdio.h>
#include <stdlib.h>
static void tr(int n, int m, const double *restrict a, double *restrict at) {
#pragma acc kernels copyin(a[0:n*m]) copyout(at[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      at[j*n + i] = a[i*m + j];
}
int main(void) {
  int n = 300, m = 200, bad = 0;
  double *a = malloc(sizeof(double) * n * m), *at = malloc(sizeof(double) * n * m);
  for (int k = 0; k < n * m; k++) a[k] = k;
  tr(n, m, a, at);
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) bad += at[j*n + i] != a[i*m + j];
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
