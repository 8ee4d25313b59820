// 2.9.11 reduction clause: min on int, long, float, double; the original value takes part
// (one case where it is the smallest).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 20000

static int vi(int i) { return (int)((i * 7919L) % 100003) - 50000; }

int main(void) {
  int errors = 0;
  int mi = 1000000;
  long ml = 1000000L;
  float mf = -1e30f; /* smaller than every element: must survive */
  double md = 1e300;
  int ei = 1000000;
  long el = 1000000L;
  float ef = -1e30f;
  double ed = 1e300;
  for (int i = 0; i < N; ++i) {
    if (vi(i) < ei) ei = vi(i);
    if ((long)vi(i) * 3 < el) el = (long)vi(i) * 3;
    if (vi(i) * 0.5f < ef) ef = vi(i) * 0.5f;
    if (vi(i) * 0.25 + 1.0 < ed) ed = vi(i) * 0.25 + 1.0;
  }
#pragma acc parallel loop reduction(min:mi)
  for (int i = 0; i < N; ++i)
    mi = vi(i) < mi ? vi(i) : mi;
#pragma acc parallel loop reduction(min:ml)
  for (int i = 0; i < N; ++i)
    ml = (long)vi(i) * 3 < ml ? (long)vi(i) * 3 : ml;
#pragma acc parallel loop reduction(min:mf)
  for (int i = 0; i < N; ++i)
    mf = vi(i) * 0.5f < mf ? vi(i) * 0.5f : mf;
#pragma acc parallel loop reduction(min:md)
  for (int i = 0; i < N; ++i)
    md = vi(i) * 0.25 + 1.0 < md ? vi(i) * 0.25 + 1.0 : md;
  if (mi != ei) {
    fprintf(stderr, "FAIL: reduction(min) int = %d, expected %d\n", mi, ei);
    ++errors;
  }
  if (ml != el) {
    fprintf(stderr, "FAIL: reduction(min) long = %ld, expected %ld\n", ml, el);
    ++errors;
  }
  if (mf != ef) {
    fprintf(stderr, "FAIL: reduction(min) float = %g, expected %g\n", mf, ef);
    ++errors;
  }
  if (md != ed) {
    fprintf(stderr, "FAIL: reduction(min) double = %g, expected %g\n", md, ed);
    ++errors;
  }
  return errors != 0;
}
