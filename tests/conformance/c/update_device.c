// 2.14.4 update directive with device(): host modifications made inside a data region are sent
// to the device copy before the next compute construct.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 6000;
  int *a = (int *)malloc(n * sizeof(int));
  int *b = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = 1;
    b[i] = 0;
  }
#pragma acc data copyin(a[0:n]) copyout(b[0:n])
  {
    for (int i = 0; i < n; ++i)
      a[i] = i + 7;
#pragma acc update device(a[0:n])
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 2;
    /* update only a section */
    for (int i = 0; i < 10; ++i)
      a[i] = 1000;
#pragma acc update device(a[0:10])
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < 10; ++i)
      b[i] = a[i];
  }
  for (int i = 0; i < n; ++i) {
    int e = (i < 10) ? 1000 : 2 * (i + 7);
    if (b[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: update device b[%d] = %d, expected %d\n", i, b[i], e);
      ++errors;
    }
  }
  free(a);
  free(b);
  return errors != 0;
}
