// #pragma acc routine with no parallelism clause, before a function definition and in the name form
// routine(name) after a prototype: NVHPC and GCC treat such a routine as seq (2.15.1). The functions
// are called from a parallel loop and a serial region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine
static double poly(double x)
{
  return ((2.0 * x - 3.0) * x + 1.0) * x - 5.0;
}

static int digits(long v);
#pragma acc routine(digits)

static int digits(long v)
{
  int d = 1;
  while (v >= 10) {
    v /= 10;
    ++d;
  }
  return d;
}

int main(void)
{
  const int n = 5000;
  int errors = 0;
  double *y = malloc(n * sizeof(double));
  int *d = malloc(n * sizeof(int));
  int dsum = 0;

#pragma acc parallel loop copyout(y[0:n], d[0:n])
  for (int i = 0; i < n; ++i) {
    y[i] = poly(0.01 * i);
    d[i] = digits(i * 37L);
  }

#pragma acc serial copyin(d[0:n]) copy(dsum)
  for (int i = 0; i < n; ++i)
    dsum += d[i];

  int edsum = 0;
  for (int i = 0; i < n; ++i) {
    double e = poly(0.01 * i);
    edsum += digits(i * 37L);
    if (fabs(y[i] - e) > 1e-12 * (1.0 + fabs(e)) || d[i] != digits(i * 37L)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d y=%g d=%d, expected %g %d\n", i, y[i], d[i], e, digits(i * 37L));
      ++errors;
    }
  }
  if (dsum != edsum) {
    fprintf(stderr, "FAIL: dsum = %d, expected %d\n", dsum, edsum);
    ++errors;
  }
  free(y);
  free(d);
  return errors != 0;
}
