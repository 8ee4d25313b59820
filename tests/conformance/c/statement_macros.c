// Directives inside statement macros, together with the code they apply to (2.1: directives may
// be written with _Pragma, which a macro can expand): a parallel loop, a parallel construct with a
// loop reduction, a data construct around other macros, a macro in another's arguments, a macro
// named through another, invocations spanning lines. The macros are C++'s test's.
// RUN: %acorncc -I%S/../cpp/Inputs %s -o %t && %run-targets %t
#include "statement_macros.h"

#include <stdio.h>
#include <stdlib.h>

static void scale_all(double *v, int n, double f) { SCALE(v, n, f); }

int main(void)
{
  const int n = 5000;
  int errors = 0;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    x[i] = i % 10;

  double sum = 0.0;
  const int before = __LINE__;
  ON_DEVICE(x, n,
            SCALE(x, n, 4.0); SCALE(x, n, 0.5);
            TWICE(RESCALE(x, n, 3.0));
            scale_all(x, n, 0.5);
            SUM(x, n, sum))
  const int after = __LINE__;

  double expected = 0.0;
  for (int i = 0; i < n; ++i) {
    double e = (i % 10) * 9.0;
    expected += e;
    if (x[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: x[%d] = %g, expected %g\n", i, x[i], e);
      ++errors;
    }
  }
  if (sum != expected) {
    fprintf(stderr, "FAIL: sum = %g, expected %g\n", sum, expected);
    ++errors;
  }
  if (after - before != 6) {
    fprintf(stderr, "FAIL: the invocation moved __LINE__ by %d lines, expected 6\n", after - before);
    ++errors;
  }
  free(x);
  return errors != 0;
}
