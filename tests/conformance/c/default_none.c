// 2.5.16 default(none) on parallel, kernels and serial with every variable listed in a
// data clause (scalars in firstprivate or copy, arrays in copyin/copyout).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
  int n = 8000;
  double scale = 1.25;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  int errors = 0;
  int count[1] = {0};
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0.0;
  }
#pragma acc parallel loop default(none) firstprivate(n, scale) copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * scale;
#pragma acc kernels default(none) copyin(n) copy(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] += 1.0;
#pragma acc serial default(none) firstprivate(n) copyin(b[0:n]) copy(count[0:1])
  for (int i = 0; i < n; ++i)
    if (b[i] > 100.0)
      count[0] += 1;
  int ecount = 0;
  for (int i = 0; i < n; ++i) {
    double expect = i * 1.25 + 1.0;
    if (expect > 100.0)
      ++ecount;
    if (fabs(b[i] - expect) > 1e-12 * (1.0 + expect)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: default(none) b[%d] = %g, expected %g\n", i, b[i], expect);
      ++errors;
    }
  }
  if (count[0] != ecount) {
    fprintf(stderr, "FAIL: default(none) serial count = %d, expected %d\n", count[0], ecount);
    ++errors;
  }
  free(a);
  free(b);
  return errors != 0;
}
