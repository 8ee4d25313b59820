// 2.5.2 kernels: the rows of a matrix stored flat, each written whole by one iteration of the outer
// loop. Rows of nc elements at a stride of nc are independent; rows one element longer (c <= nc)
// share their last element with the next row's first, so the outer loop must keep its order (the
// last row's value wins) and Acorn leaves it sequential.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 20000, m = 100, errors = 0;
  double *restrict a = malloc(((size_t)n * m + 1) * sizeof(double));
  double *restrict b = malloc((size_t)n * m * sizeof(double));
  for (int i = 0; i <= n * m; i++)
    a[i] = -1;
#pragma acc kernels copy(a[0:n*m+1]) copyout(b[0:n*m])
  {
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= m; j++)
        a[i * m + j] = i;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        b[i * m + j] = i + 0.5 * j;
  }
  for (int i = 0; i < n && errors < 5; i++)
    for (int j = 0; j < m; j++)
      if (a[i * m + j] != i || b[i * m + j] != i + 0.5 * j) {
        fprintf(stderr, "FAIL: row %d element %d: a %g (want %d), b %g\n", i, j, a[i * m + j], i, b[i * m + j]);
        errors++;
        break;
      }
  if (a[n * m] != n - 1) {
    fprintf(stderr, "FAIL: last element %g (want %d)\n", a[n * m], n - 1);
    errors++;
  }
  free(a);
  free(b);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
