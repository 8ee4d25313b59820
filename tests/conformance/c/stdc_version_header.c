// A header of the user's (Inputs/timer.h) that stops the build unless __STDC_VERSION__ says C99 or
// later, included by a file with a compute region (2.5.3 serial, 2.5.1 parallel loop with a
// reduction). The file is C; everything compiled from it must still see a C99+ compiler.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/timer.h"

int main(void)
{
  const int n = 1 << 16;
  int errors = 0;
  long *v = malloc(n * sizeof *v);
  long sum = 0;
  for (int i = 0; i < n; ++i)
    v[i] = i % 1000;

  TIMER_START(t0);
#pragma acc parallel loop copyin(v[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += 2 * v[i] + 1;
  double elapsed = TIMER_STOP(t0);

  long expect = 0;
  for (int i = 0; i < n; ++i)
    expect += 2 * (i % 1000) + 1;
  if (sum != expect) {
    fprintf(stderr, "FAIL: sum = %ld, expected %ld\n", sum, expect);
    ++errors;
  }
  if (elapsed < 0.0) {
    fprintf(stderr, "FAIL: negative elapsed time %g\n", elapsed);
    ++errors;
  }
  free(v);
  return errors != 0;
}
