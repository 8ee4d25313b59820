// 3.2.15 / 3.2.19 acc_copyin and acc_copyout: runtime-managed data used by compute constructs
// with present clauses; acc_copyout brings the device values back.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 5000;
  int errors = 0;
  double *a = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    a[i] = i;
  double *d = (double *)acc_copyin(a, n * sizeof(double));
  if (d == NULL) {
    fprintf(stderr, "FAIL: acc_copyin returned NULL\n");
    ++errors;
  }
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * 3.0 + 1.0;
  acc_copyout(a, n * sizeof(double));
  for (int i = 0; i < n; ++i)
    if (a[i] != i * 3.0 + 1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: acc_copyout a[%d] = %g, expected %g\n", i, a[i], i * 3.0 + 1.0);
      ++errors;
    }
  acc_device_t t = acc_get_device_type();
  if (t != acc_device_host && t != acc_device_multicore && acc_is_present(a, n * sizeof(double))) {
    fprintf(stderr, "FAIL: data still present after acc_copyout\n");
    ++errors;
  }
  free(a);
  return errors != 0;
}
