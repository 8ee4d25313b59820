// 2.7.8 copyin clause on a compute construct: input values are visible on the device.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 10000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *c = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = 1.5 * i;
    b[i] = 100.0 - i;
    c[i] = 0.0;
  }
#pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] = a[i] * b[i];
  for (int i = 0; i < n; ++i) {
    double expect = 1.5 * i * (100.0 - i);
    if (fabs(c[i] - expect) > 1e-9 * (1.0 + fabs(expect))) {
      if (errors < 10)
        fprintf(stderr, "FAIL: copyin c[%d] = %g, expected %g\n", i, c[i], expect);
      ++errors;
    }
    if (a[i] != 1.5 * i || b[i] != 100.0 - i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: copyin modified host input at %d\n", i);
      ++errors;
    }
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
