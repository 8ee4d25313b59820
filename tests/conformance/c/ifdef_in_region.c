// Preprocessor conditionals (#ifdef/#else/#endif, #if defined, #ifndef) inside compute regions: in
// a parallel loop body, between the loops of a kernels region and inside a serial region
// (2.5.1, 2.5.2, 2.5.3). The branches taken must be the ones the preprocessor selects.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define USE_LIMITER 1
#define CAP 40.0

int main(void)
{
  const int n = 6000;
  int errors = 0;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *c = malloc(n * sizeof(double));
  double first = 0.0;
  for (int i = 0; i < n; ++i)
    a[i] = i % 100;

#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i) {
    double v = a[i];
#ifdef USE_LIMITER
    if (v > CAP)
      v = CAP;
#else
    v = -1.0;
#endif
#if defined(NOT_DEFINED_ANYWHERE)
    v = -2.0;
#endif
    b[i] = v + 1.0;
  }

#pragma acc kernels copyin(b[0:n]) copyout(c[0:n])
  {
    for (int i = 0; i < n; ++i)
      c[i] = b[i];
#ifndef SKIP_SECOND_PASS
    for (int i = 0; i < n; ++i)
      c[i] = 2.0 * c[i];
#endif
  }

#pragma acc serial copyin(c[0:n]) copy(first)
  {
#if USE_LIMITER
    first = c[n - 1];
#else
    first = c[0];
#endif
  }

  for (int i = 0; i < n; ++i) {
    double v = a[i] > CAP ? CAP : a[i];
    if (b[i] != v + 1.0 || c[i] != 2.0 * (v + 1.0)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d b=%g c=%g, expected %g %g\n", i, b[i], c[i], v + 1.0, 2.0 * (v + 1.0));
      ++errors;
    }
  }
  if (first != c[n - 1]) {
    fprintf(stderr, "FAIL: serial region took the wrong #if branch: %g, expected %g\n", first, c[n - 1]);
    ++errors;
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
