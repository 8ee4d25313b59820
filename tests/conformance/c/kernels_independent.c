// 2.9.9 independent clause in a kernels construct: loops asserted independent are parallelized
// (through pointers the compiler cannot prove disjoint) and compute the right values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void scale_add(int n, double *out, const double *in1, const double *in2) {
#pragma acc kernels copyin(in1[0:n], in2[0:n]) copyout(out[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; ++i)
      out[i] = in1[i] * 0.5 + in2[i];
  }
}

int main(void) {
  const int n = 40000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *c = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = n - i;
    c[i] = 0.0;
  }
  scale_add(n, c, a, b);
  for (int i = 0; i < n; ++i) {
    double expect = 0.5 * i + (n - i);
    if (fabs(c[i] - expect) > 1e-12 * (1.0 + expect)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels independent c[%d] = %g, expected %g\n", i, c[i], expect);
      ++errors;
    }
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
