// 2.9.11 reduction clause: * on int, long, float, double.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <math.h>

#define N 2000

int main(void) {
  int errors = 0;
  int pi = 3;
  long pl = 1;
  float pf = 1.0f;
  double pd = 2.0;
  /* int: factors 2 at 10 positions -> 3 * 2^10; long: 2^40 */
  int ei = 3 * 1024;
  long el = 1L << 40;
  double ef = 1.0, ed = 2.0;
  for (int i = 0; i < N; ++i) {
    ef *= (i % 2 == 0) ? 1.001 : 0.9995;
    ed *= 1.0 + ((i % 5) - 2) * 0.0001;
  }
#pragma acc parallel loop reduction(*:pi)
  for (int i = 0; i < N; ++i)
    pi *= (i % 200 == 7) ? 2 : 1;
#pragma acc parallel loop reduction(*:pl)
  for (int i = 0; i < N; ++i)
    pl *= (i % 50 == 3) ? 2L : 1L;
#pragma acc parallel loop reduction(*:pf)
  for (int i = 0; i < N; ++i)
    pf *= (i % 2 == 0) ? 1.001f : 0.9995f;
#pragma acc parallel loop reduction(*:pd)
  for (int i = 0; i < N; ++i)
    pd *= 1.0 + ((i % 5) - 2) * 0.0001;
  if (pi != ei) {
    fprintf(stderr, "FAIL: reduction(*) int = %d, expected %d\n", pi, ei);
    ++errors;
  }
  if (pl != el) {
    fprintf(stderr, "FAIL: reduction(*) long = %ld, expected %ld\n", pl, el);
    ++errors;
  }
  if (fabs(pf - ef) > 1e-3 * fabs(ef)) {
    fprintf(stderr, "FAIL: reduction(*) float = %g, expected %g\n", pf, ef);
    ++errors;
  }
  if (fabs(pd - ed) > 1e-10 * fabs(ed)) {
    fprintf(stderr, "FAIL: reduction(*) double = %.15g, expected %.15g\n", pd, ed);
    ++errors;
  }
  return errors != 0;
}
