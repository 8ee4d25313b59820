// A float min reduction by fminf and a double max reduction by fmax in one loop, in a compute
// region and in plain host code: Clang 22's loop vectorizer crashes the compile of such a loop
// (docs/architecture.md, Clang 22 workarounds); both must compile at -O2 and -O3 and give the
// sequential results.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
// RUN: %acorncc -O3 %s -o %t3 && %run-targets %t3
#include <math.h>
#include <stdio.h>

static void host_extrema(const float *a, int n, float *lo, double *hi) {
  float f = 1000;
  double d = 0;
  for (int k = 0; k < n; k++) {
    f = fminf(f, a[k]);
    d = fmax(d, (double)a[k]);
  }
  *lo = f;
  *hi = d;
}

int main(void) {
  float a[1000];
  for (int i = 0; i < 1000; i++)
    a[i] = (float)((i * 37) % 1000) - 100.0f;
  float f = 1000, fmx = -1000;
  double d = 0, dmn = 1000;
#pragma acc parallel loop copyin(a) reduction(min:f) reduction(max:d) reduction(max:fmx) reduction(min:dmn)
  for (int i = 0; i < 1000; i++) {
    f = fminf(f, a[i]);
    d = fmax(d, a[i]);
    fmx = fmaxf(fmx, a[i]);
    dmn = fmin(dmn, a[i]);
  }
  float lo;
  double hi;
  host_extrema(a, 1000, &lo, &hi);
  int ok = f == -100 && d == 899 && fmx == 899 && dmn == -100 && lo == -100 && hi == 899;
  printf("%g %g %g %g %g %g %s\n", f, d, fmx, dmn, lo, hi, ok ? "PASS" : "FAIL");
  return !ok;
}
