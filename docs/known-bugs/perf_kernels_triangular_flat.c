/* kernels: triangular nest over a flattened matrix, S[i*n+j] for j in [i, n): the outer i loop
   stays sequential ("the elements of 'S' one iteration writes (S[i * n + j]) may be written by
   another") although 0 <= j < n keeps each i in its own row. Same for j in [0, i] and [0, i).
   With j in [1, n) the same nest is parallel. */
#include <stdio.h>
#include <stdlib.h>
static void upper(int n, const double *restrict L, double *restrict S) {
#pragma acc kernels copyin(L[0:n*n]) copy(S[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      S[i*n + j] = L[i*n + j] + L[j*n + i];
}
int main(void) {
  int n = 300, bad = 0;
  double *L = malloc(sizeof(double) * n * n), *S = calloc(n * n, sizeof(double));
  for (int k = 0; k < n * n; k++) L[k] = k % 17;
  upper(n, L, S);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) bad += S[i*n + j] != (j >= i ? L[i*n + j] + L[j*n + i] : 0.0);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
