// Directives inside statement macros, together with the code they apply to (2.1: directives may
// be written with _Pragma, which a macro can expand): a parallel loop, a parallel construct with a
// loop reduction, a data construct around other macros, a macro in another's arguments, a macro
// named through another, invocations spanning lines, in functions and in a function template.
// RUN: %acorncxx -I%S/Inputs %s -o %t && %run-targets %t
#include "statement_macros.h"

#include <cstdio>
#include <vector>

template <typename T> void scaleAll(T *v, int n, T f) { SCALE(v, n, f); }

int main() {
  const int n = 5000;
  int errors = 0;
  std::vector<double> data(n);
  double *x = data.data();
  for (int i = 0; i < n; ++i)
    x[i] = i % 10;

  double sum = 0.0;
  const int before = __LINE__;
  ON_DEVICE(x, n,
            SCALE(x, n, 4.0); SCALE(x, n, 0.5);
            TWICE(RESCALE(x, n, 3.0));
            scaleAll(x, n, 0.5);
            SUM(x, n, sum))
  const int after = __LINE__;

  double expected = 0.0;
  for (int i = 0; i < n; ++i) {
    double e = (i % 10) * 9.0;
    expected += e;
    if (x[i] != e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: x[%d] = %g, expected %g\n", i, x[i], e);
      ++errors;
    }
  }
  if (sum != expected) {
    std::fprintf(stderr, "FAIL: sum = %g, expected %g\n", sum, expected);
    ++errors;
  }
  // The expanded invocation keeps the file's line numbering.
  if (after - before != 6) {
    std::fprintf(stderr, "FAIL: the invocation moved __LINE__ by %d lines, expected 6\n", after - before);
    ++errors;
  }
  return errors != 0;
}
