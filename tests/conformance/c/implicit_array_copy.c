// 2.6.2 implicitly determined data attributes: arrays of known extent referenced in a compute
// construct with no data clause are treated as copy (in parallel, serial and kernels).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 3000

static double g[N];

int main(void) {
  int errors = 0;
  int a[N];
  long b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
    g[i] = 0.5 * i;
  }
#pragma acc parallel loop
  for (int i = 0; i < N; ++i) {
    a[i] = a[i] + 1;
    b[i] = 2L * a[i];
  }
#pragma acc kernels
  for (int i = 0; i < N; ++i)
    g[i] = g[i] * 2.0 + a[i];
#pragma acc serial
  {
    a[0] = -100;
    b[N - 1] = -200;
  }
  for (int i = 0; i < N; ++i) {
    int ea = (i == 0) ? -100 : i + 1;
    long eb = (i == N - 1) ? -200 : 2L * (i + 1);
    double eg = (double)i + (i + 1);
    if (a[i] != ea || b[i] != eb || g[i] != eg) {
      if (errors < 10)
        fprintf(stderr, "FAIL: implicit copy at %d: a=%d b=%ld g=%g, expected %d %ld %g\n", i, a[i], b[i], g[i], ea, eb, eg);
      ++errors;
    }
  }
  return errors != 0;
}
