// 2.9.11 reduction clause: + on int, long, float, double (loop reduction in parallel loop),
// including the original value of the reduction variable.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <math.h>

#define N 10000

int main(void) {
  int errors = 0;
  int si = 5;
  long sl = 1000000000L;
  float sf = 0.5f;
  double sd = -2.0;
  int ei = 5;
  long el = 1000000000L;
  double ef = 0.5, ed = -2.0;
  for (int i = 0; i < N; ++i) {
    ei += i % 17;
    el += (long)i * 3;
    ef += (i % 8) * 0.25;
    ed += i * 0.001;
  }
#pragma acc parallel loop reduction(+:si)
  for (int i = 0; i < N; ++i)
    si += i % 17;
#pragma acc parallel loop reduction(+:sl)
  for (int i = 0; i < N; ++i)
    sl += (long)i * 3;
#pragma acc parallel loop reduction(+:sf)
  for (int i = 0; i < N; ++i)
    sf += (i % 8) * 0.25f;
#pragma acc parallel loop reduction(+:sd)
  for (int i = 0; i < N; ++i)
    sd += i * 0.001;
  if (si != ei) {
    fprintf(stderr, "FAIL: reduction(+) int = %d, expected %d\n", si, ei);
    ++errors;
  }
  if (sl != el) {
    fprintf(stderr, "FAIL: reduction(+) long = %ld, expected %ld\n", sl, el);
    ++errors;
  }
  if (fabs(sf - ef) > 1e-4 * fabs(ef)) {
    fprintf(stderr, "FAIL: reduction(+) float = %g, expected %g\n", sf, ef);
    ++errors;
  }
  if (fabs(sd - ed) > 1e-10 * fabs(ed)) {
    fprintf(stderr, "FAIL: reduction(+) double = %.15g, expected %.15g\n", sd, ed);
    ++errors;
  }
  return errors != 0;
}
