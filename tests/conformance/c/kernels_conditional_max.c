// A scalar updated as `if (e > m) m = e;` (the largest change of a Jacobi sweep, written as the
// OpenACC tutorials' C codes write it) or `if (e < m) m = e;` in a kernels loop is an implicit max
// or min reduction: the loop runs in parallel and the result is exact.
// (lit/lowering/kernels_conditional_extremum.c checks the -Minfo text.)
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define N 100000

int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 1000 * 0.001;
    b[i] = 0.5;
  }
  double err = 0.0, low = 1e30;
#pragma acc kernels copyin(a, b)
  {
    for (int i = 0; i < N; i++) {
      double d = fabs(a[i] - b[i]);
      if (d > err)
        err = d;
      if (a[i] + 1.0 < low) {
        low = a[i] + 1.0;
      }
    }
  }
  double expect_err = 0.0, expect_low = 1e30;
  for (int i = 0; i < N; i++) {
    expect_err = fmax(expect_err, fabs(a[i] - b[i]));
    expect_low = fmin(expect_low, a[i] + 1.0);
  }
  if (err != expect_err || low != expect_low) {
    printf("FAIL: err %g (expected %g), low %g (expected %g)\n", err, expect_err, low, expect_low);
    return 1;
  }
  printf("PASS kernels_conditional_max\n");
  return 0;
}
