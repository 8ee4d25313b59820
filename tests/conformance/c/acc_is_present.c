// 3.2.30 acc_is_present: true for data made present by a data construct, enter data or
// acc_copyin, including a sub-range of it; false after removal on a discrete-memory device.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 1000;
  int errors = 0;
  float *a = (float *)malloc(n * sizeof(float));
  float *b = (float *)malloc(n * sizeof(float));
  acc_device_t t = acc_get_device_type();
  int discrete = (t != acc_device_host && t != acc_device_multicore);
  for (int i = 0; i < n; ++i)
    a[i] = b[i] = 0.0f;
  if (discrete && acc_is_present(a, n * sizeof(float))) {
    fprintf(stderr, "FAIL: acc_is_present true before any data action\n");
    ++errors;
  }
#pragma acc data copyin(a[0:n])
  {
    if (!acc_is_present(a, n * sizeof(float))) {
      fprintf(stderr, "FAIL: acc_is_present false inside data copyin region\n");
      ++errors;
    }
    if (!acc_is_present(a + 10, 20 * sizeof(float))) {
      fprintf(stderr, "FAIL: acc_is_present false for a sub-range of present data\n");
      ++errors;
    }
  }
  if (discrete && acc_is_present(a, n * sizeof(float))) {
    fprintf(stderr, "FAIL: acc_is_present true after data region ended\n");
    ++errors;
  }
#pragma acc enter data create(b[0:n])
  if (!acc_is_present(b, n * sizeof(float))) {
    fprintf(stderr, "FAIL: acc_is_present false after enter data create\n");
    ++errors;
  }
#pragma acc exit data delete(b[0:n])
  if (discrete && acc_is_present(b, n * sizeof(float))) {
    fprintf(stderr, "FAIL: acc_is_present true after exit data delete\n");
    ++errors;
  }
  acc_copyin(a, n * sizeof(float));
  if (!acc_is_present(a, n * sizeof(float))) {
    fprintf(stderr, "FAIL: acc_is_present false after acc_copyin\n");
    ++errors;
  }
  acc_delete(a, n * sizeof(float));
  free(a);
  free(b);
  return errors != 0;
}
