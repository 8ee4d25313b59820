// Directives written with the C99 _Pragma operator instead of #pragma: a data construct, a parallel
// loop with data clauses, a loop with a reduction inside a parallel construct, and a kernels
// construct (2.1: directives may be given as _Pragma("acc ...") in C and C++); a macro whose
// directive follows other code of the line it expands on, used twice on one line.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define PRAGMA(x) _Pragma(#x)
#define SCALE(v, count, f)                                                                         \
  do {                                                                                             \
    int n_ = (count);                                                                              \
    PRAGMA(acc parallel loop present(v[0:n_])) for (int i = 0; i < n_; ++i) v[i] *= (f);          \
  } while (0)

int main(void)
{
  const int n = 8000;
  int errors = 0;
  double *x = malloc(n * sizeof(double));
  double *y = malloc(n * sizeof(double));
  double sum = 0.0;
  for (int i = 0; i < n; ++i)
    x[i] = i % 16;

  _Pragma("acc data copyin(x[0:n]) copyout(y[0:n])")
  {
    _Pragma("acc parallel loop present(x[0:n], y[0:n])")
    for (int i = 0; i < n; ++i)
      y[i] = 3.0 * x[i];

    _Pragma("acc parallel present(y[0:n])")
    {
      _Pragma("acc loop reduction(+:sum)")
      for (int i = 0; i < n; ++i)
        sum += y[i];
    }

    _Pragma("acc kernels present(y[0:n])")
    for (int i = 0; i < n; ++i)
      y[i] += 1.0;

    SCALE(y, n, 4.0); SCALE(y, n, 0.25);
  }

  double esum = 0.0;
  for (int i = 0; i < n; ++i) {
    double e = 3.0 * (i % 16);
    esum += e;
    if (y[i] != e + 1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g, expected %g\n", i, y[i], e + 1.0);
      ++errors;
    }
  }
  if (sum != esum) {
    fprintf(stderr, "FAIL: sum = %g, expected %g\n", sum, esum);
    ++errors;
  }
  free(x);
  free(y);
  return errors != 0;
}
