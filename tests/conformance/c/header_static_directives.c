// Compute constructs inside static and static inline functions defined in a header of the user's
// (Inputs/blas1.h), called from the main file: directives in an included file are compiled like
// those of the main file (2.5.1 parallel loop, reduction, data clauses).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/blas1.h"

int main(void)
{
  const int n = 20000;
  int errors = 0;
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    x[i] = i % 8;
    y[i] = 1.0;
  }
  vec_axpy(n, 0.5, x, y);
  double d = vec_dot(n, x, y);

  double ed = 0.0;
  for (int i = 0; i < n; ++i) {
    double ey = 1.0 + 0.5 * (i % 8);
    ed += (i % 8) * ey;
    if (y[i] != ey) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g, expected %g\n", i, y[i], ey);
      ++errors;
    }
  }
  if (d != ed) {
    fprintf(stderr, "FAIL: dot = %.17g, expected %.17g\n", d, ed);
    ++errors;
  }
  free(x);
  free(y);
  return errors != 0;
}
