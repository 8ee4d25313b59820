// 3.2.13 / 3.2.14 acc_malloc / acc_free with the deviceptr clause (2.7.3): device memory allocated
// through the runtime is filled and read by compute constructs.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 10000;
  int errors = 0;
  double *d = (double *)acc_malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  if (d == NULL) {
    fprintf(stderr, "FAIL: acc_malloc returned NULL\n");
    return 1;
  }
  for (int i = 0; i < n; ++i)
    b[i] = 0.0;
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; ++i)
    d[i] = i * 1.5;
#pragma acc parallel loop deviceptr(d) copyout(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = d[i] + 1.0;
  double s = 0.0;
#pragma acc parallel loop deviceptr(d) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += d[i];
  for (int i = 0; i < n; ++i)
    if (b[i] != i * 1.5 + 1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: deviceptr b[%d] = %g, expected %g\n", i, b[i], i * 1.5 + 1.0);
      ++errors;
    }
  double es = 1.5 * (double)n * (n - 1) / 2.0;
  if (s != es) {
    fprintf(stderr, "FAIL: deviceptr reduction = %g, expected %g\n", s, es);
    ++errors;
  }
  acc_free(d);
  free(b);
  return errors != 0;
}
