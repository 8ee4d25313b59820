// A header of the user's (Inputs/common.h) that defines global variables, with and without
// initializers, included by the main file; the compute regions use those globals in data clauses
// (2.6.5 data clauses on file-scope arrays and scalars, 2.6.2 implicit firstprivate scalars).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <math.h>
#include <time.h>
#include "Inputs/common.h"

static double ref[NMAX], refnew[NMAX];

int main(void)
{
  int errors = 0;
  timerStart = (double)clock() / CLOCKS_PER_SEC;
  for (long long i = 0; i < n; ++i)
    ref[i] = u[i] = (i > n / 3 && i < n / 2) ? 1.0 : 0.0;

#pragma acc data copy(u[0:n]) create(unew[0:n])
  {
    for (int step = 0; step < nsteps; ++step) {
#pragma acc parallel loop present(u[0:n], unew[0:n])
      for (long long i = 1; i < n - 1; ++i)
        unew[i] = u[i] + nu * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
#pragma acc parallel loop present(u[0:n], unew[0:n])
      for (long long i = 1; i < n - 1; ++i)
        u[i] = unew[i];
    }
  }

  for (int step = 0; step < nsteps; ++step) {
    for (long long i = 1; i < n - 1; ++i)
      refnew[i] = ref[i] + nu * (ref[i - 1] - 2.0 * ref[i] + ref[i + 1]);
    for (long long i = 1; i < n - 1; ++i)
      ref[i] = refnew[i];
  }
  for (long long i = 0; i < n; ++i) {
    if (fabs(u[i] - ref[i]) > 1e-12) {
      if (errors < 10)
        fprintf(stderr, "FAIL: u[%lld] = %.17g, expected %.17g\n", i, u[i], ref[i]);
      ++errors;
    }
  }
  if ((double)clock() / CLOCKS_PER_SEC < timerStart) {
    fprintf(stderr, "FAIL: clock went backwards\n");
    ++errors;
  }
  return errors != 0;
}
