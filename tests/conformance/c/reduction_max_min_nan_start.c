// max and min reductions of floating values drop a NaN as fmax and fmin do (Acorn's choice where
// 2.5.15 says nothing): a variable starting as NaN (a "not yet set" marker) that the loop updates
// with fmax/fmin ends with the data's extremum, as the sequential loop leaves it; a NaN in the
// data is dropped too. Gang, worker and vector levels, float and double.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

int main(void) {
  double a[4] = {1.0, 3.0, 0.0, 2.0};
  double mx = NAN, mn = NAN;
#pragma acc parallel loop copyin(a) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < 4; i++) {
    mx = fmax(mx, a[i]);
    mn = fmin(mn, a[i]);
  }
  static float b[5000];
  for (int i = 0; i < 5000; i++)
    b[i] = i % 7 == 3 ? NAN : (float)((i * 13) % 5000);
  float fmx = NAN, fmn = NAN;
#pragma acc parallel loop gang worker vector num_gangs(4) num_workers(2) vector_length(32) copyin(b) \
    reduction(max:fmx) reduction(min:fmn)
  for (int i = 0; i < 5000; i++) {
    fmx = fmaxf(fmx, b[i]);
    fmn = fminf(fmn, b[i]);
  }
  float smx = NAN, smn = NAN;
  for (int i = 0; i < 5000; i++) {
    smx = fmaxf(smx, b[i]);
    smn = fminf(smn, b[i]);
  }
  int ok = mx == 3.0 && mn == 0.0 && fmx == smx && fmn == smn;
  printf("%g %g %g %g %s\n", mx, mn, fmx, fmn, ok ? "PASS" : "FAIL");
  return !ok;
}
