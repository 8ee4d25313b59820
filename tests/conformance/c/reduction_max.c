// 2.9.11 reduction clause: max on int, long, float, double; the original value takes part
// (one case where it is the largest).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 20000

static int vi(int i) { return (int)((i * 7919L) % 100003) - 50000; }

int main(void) {
  int errors = 0;
  int mi = -1000000;
  long ml = 5000000000L; /* larger than every element: must survive */
  float mf = -1e30f;
  double md = -1e300;
  int ei = -1000000;
  long el = 5000000000L;
  float ef = -1e30f;
  double ed = -1e300;
  for (int i = 0; i < N; ++i) {
    if (vi(i) > ei) ei = vi(i);
    if ((long)vi(i) * 1000 > el) el = (long)vi(i) * 1000;
    if (vi(i) * 0.5f > ef) ef = vi(i) * 0.5f;
    if (vi(i) * 0.25 > ed) ed = vi(i) * 0.25;
  }
#pragma acc parallel loop reduction(max:mi)
  for (int i = 0; i < N; ++i)
    mi = vi(i) > mi ? vi(i) : mi;
#pragma acc parallel loop reduction(max:ml)
  for (int i = 0; i < N; ++i)
    ml = (long)vi(i) * 1000 > ml ? (long)vi(i) * 1000 : ml;
#pragma acc parallel loop reduction(max:mf)
  for (int i = 0; i < N; ++i)
    mf = vi(i) * 0.5f > mf ? vi(i) * 0.5f : mf;
#pragma acc parallel loop reduction(max:md)
  for (int i = 0; i < N; ++i)
    md = vi(i) * 0.25 > md ? vi(i) * 0.25 : md;
  if (mi != ei) {
    fprintf(stderr, "FAIL: reduction(max) int = %d, expected %d\n", mi, ei);
    ++errors;
  }
  if (ml != el) {
    fprintf(stderr, "FAIL: reduction(max) long = %ld, expected %ld\n", ml, el);
    ++errors;
  }
  if (mf != ef) {
    fprintf(stderr, "FAIL: reduction(max) float = %g, expected %g\n", mf, ef);
    ++errors;
  }
  if (md != ed) {
    fprintf(stderr, "FAIL: reduction(max) double = %g, expected %g\n", md, ed);
    ++errors;
  }
  return errors != 0;
}
