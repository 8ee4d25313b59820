// 2.7.7 / 2.6.5 data construct with copy: data stays on the device across compute constructs
// and is copied back once at the end of the region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  const int n = 20000;
  double *a = (double *)malloc(n * sizeof(double));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc data copy(a[0:n])
  {
    for (int step = 0; step < 5; ++step) {
#pragma acc parallel loop present(a[0:n])
      for (int i = 0; i < n; ++i)
        a[i] = a[i] * 0.5 + 1.0;
    }
  }
  for (int i = 0; i < n; ++i) {
    double e = i;
    for (int step = 0; step < 5; ++step)
      e = e * 0.5 + 1.0;
    if (fabs(a[i] - e) > 1e-12 * (1.0 + e)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: data copy a[%d] = %g, expected %g\n", i, a[i], e);
      ++errors;
    }
  }
  free(a);
  return errors != 0;
}
