// 2.5.1 parallel construct: a parallel region containing a gang/vector loop computes on the device.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 10000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = 0.5 * i;
    b[i] = -1.0;
  }
#pragma acc parallel copyin(a[0:n]) copyout(b[0:n])
  {
#pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      b[i] = 2.0 * a[i] + 1.0;
  }
  for (int i = 0; i < n; ++i) {
    double expect = 2.0 * (0.5 * i) + 1.0;
    if (fabs(b[i] - expect) > 1e-12 * (1.0 + fabs(expect))) {
      if (errors < 10)
        fprintf(stderr, "FAIL: parallel b[%d] = %g, expected %g\n", i, b[i], expect);
      ++errors;
    }
  }
  free(a);
  free(b);
  return errors != 0;
}
