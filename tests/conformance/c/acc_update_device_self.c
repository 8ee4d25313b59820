// 3.2.23 / 3.2.24 acc_update_device and acc_update_self on runtime-managed data, on the whole
// array and on a sub-range.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 4000;
  int errors = 0;
  int *a = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    a[i] = 0;
  acc_create(a, n * sizeof(int));
  for (int i = 0; i < n; ++i)
    a[i] = i;
  acc_update_device(a, n * sizeof(int));
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] + 5;
  acc_update_self(a, n * sizeof(int));
  for (int i = 0; i < n; ++i)
    if (a[i] != i + 5) {
      if (errors < 10)
        fprintf(stderr, "FAIL: acc_update_self a[%d] = %d, expected %d\n", i, a[i], i + 5);
      ++errors;
    }
  /* sub-range: host sets a[1000:100] to -1, sends only that part, device doubles all */
  for (int i = 1000; i < 1100; ++i)
    a[i] = -1;
  acc_update_device(a + 1000, 100 * sizeof(int));
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * 2;
  acc_update_self(a, n * sizeof(int));
  for (int i = 0; i < n; ++i) {
    int e = (i >= 1000 && i < 1100) ? -2 : 2 * (i + 5);
    if (a[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: partial acc_update_device a[%d] = %d, expected %d\n", i, a[i], e);
      ++errors;
    }
  }
  acc_delete(a, n * sizeof(int));
  free(a);
  return errors != 0;
}
