// routine gang(dim:d) (2.15.1): a routine whose loops partition over gangs of two dimensions,
// called from a region with a two-dimensional num_gangs and from one with the default gangs; a
// routine gang(dim:1) is a gang routine.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine gang(dim:2)
static void fill(int n, int m, double *a, double base) {
#pragma acc loop gang(dim:2)
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:1) vector
    for (int j = 0; j < m; j++)
      a[i * m + j] = base + i * m + j;
}

#pragma acc routine gang(dim:1)
static void scale(int n, double *a, double f) {
#pragma acc loop gang vector
  for (int i = 0; i < n; i++)
    a[i] *= f;
}

#define N 37
#define M 300

int main(void) {
  static double a[N * M], b[N * M];
#pragma acc parallel num_gangs(8, 4) copyout(a)
  fill(N, M, a, 1.0);
#pragma acc parallel copyout(b)
  fill(N, M, b, 2.0);
#pragma acc parallel copy(b)
  scale(N * M, b, 3.0);
  int errors = 0;
  for (int k = 0; k < N * M; k++)
    errors += a[k] != 1.0 + k || b[k] != 3.0 * (2.0 + k);
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS routine_gang_dim\n");
  return 0;
}
