// Directives produced by macros of the user's (Inputs/acc_macros.h): #define PRAGMA(x) _Pragma(#x),
// #define ACC(x) PRAGMA(acc x) and variadic forms taking the clauses, used for data, parallel loop
// and loop-with-reduction directives (2.1, 2.5.1, 2.6.5, 2.9).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/acc_macros.h"

#define N 6000

int main(void)
{
  int errors = 0;
  double *a = malloc(N * sizeof(double));
  double *b = malloc(N * sizeof(double));
  double dot = 0.0;
  for (int i = 0; i < N; ++i)
    a[i] = i % 9;

  ACC(data copyin(a[0:N]) create(b[0:N]))
  {
    ACC_PARALLEL_LOOP(present(a[0:N], b[0:N]))
    for (int i = 0; i < N; ++i)
      b[i] = a[i] - 4.0;

    ACC(parallel present(a[0:N], b[0:N]))
    {
      ACC_LOOP(gang vector reduction(+:dot))
      for (int i = 0; i < N; ++i)
        dot += a[i] * b[i];
    }

    ACC(update self(b[0:N]))
  }

  double edot = 0.0;
  for (int i = 0; i < N; ++i) {
    double e = (i % 9) - 4.0;
    edot += (i % 9) * e;
    if (b[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: b[%d] = %g, expected %g\n", i, b[i], e);
      ++errors;
    }
  }
  if (dot != edot) {
    fprintf(stderr, "FAIL: dot = %g, expected %g\n", dot, edot);
    ++errors;
  }
  free(a);
  free(b);
  return errors != 0;
}
