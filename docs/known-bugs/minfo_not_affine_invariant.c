/* -Minfo reason: a sum into c[i][j] over an inner k loop (matrix multiply as the tutorials write
   it) says "the element of 'c' written (c[i][j]) is not an affine function of 'k'".
   c[i][j] does not depend on k at all (it is affine: 0*k + ...); the real reason is that every
   k iteration updates the same element (a reduction into c[i][j] / carried dependence).
   Same text for CSR y[i] += val[j]*x[col[j]] ("not an affine function of 'j'"). */
#include <stdio.h>
#define N 64
static double a[N][N], b[N][N], c[N][N];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = i; b[i][j] = j; }
#pragma acc kernels copyin(a, b) copyout(c)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      c[i][j] = 0.0;
      for (int k = 0; k < N; k++) c[i][j] += a[i][k] * b[k][j];
    }
  int bad = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) bad += c[i][j] != (double)N * i * j;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
