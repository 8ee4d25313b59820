// 2.5.3 kernels construct: several loop nests in one kernels region, each run in order on the device.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 20000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *c = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0.0;
    c[i] = 0.0;
  }
#pragma acc kernels copyin(a[0:n]) create(b[0:n]) copyout(c[0:n])
  {
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 3.0;
    for (int i = 0; i < n; ++i)
      c[i] = b[i] + a[i];
  }
  for (int i = 0; i < n; ++i) {
    double expect = 4.0 * i;
    if (fabs(c[i] - expect) > 1e-12 * (1.0 + expect)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels c[%d] = %g, expected %g\n", i, c[i], expect);
      ++errors;
    }
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
