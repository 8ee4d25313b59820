// A routine seq function defined in one file (Inputs/routine_other_file/physics.c, where it calls
// another routine of that file) and called from a compute region in another file, which sees only
// the declaration with its routine directive in physics.h (2.15.1); compiled separately and linked.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %S/Inputs/routine_other_file/physics.c -o %t/physics.o
// RUN: %acorncc -c -I%S/Inputs/routine_other_file %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/physics.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include <stdlib.h>
#include "physics.h"

int main(void)
{
  const int n = 7000;
  int errors = 0;
  double *u = malloc(n * sizeof(double));
  double *slope = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    u[i] = (i % 13) * (i % 13) * 0.25 - (i % 5);
  slope[0] = slope[n - 1] = 0.0;

#pragma acc parallel loop copyin(u[0:n]) copy(slope[0:n])
  for (int i = 1; i < n - 1; ++i)
    slope[i] = limited_slope(u[i - 1], u[i], u[i + 1]);

  for (int i = 0; i < n; ++i) {
    double e = (i == 0 || i == n - 1) ? 0.0 : limited_slope(u[i - 1], u[i], u[i + 1]);
    if (slope[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: slope[%d] = %g, expected %g\n", i, slope[i], e);
      ++errors;
    }
  }
  free(u);
  free(slope);
  return errors != 0;
}
