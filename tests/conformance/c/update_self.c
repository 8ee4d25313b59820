// 2.14.4 update directive with self(): device results computed inside a data region become
// visible on the host before the region ends.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 6000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc data create(a[0:n])
  {
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 3 * i;
#pragma acc update self(a[0:n])
    for (int i = 0; i < n; ++i)
      if (a[i] != 3 * i) {
        if (errors < 10)
          fprintf(stderr, "FAIL: update self a[%d] = %d, expected %d\n", i, a[i], 3 * i);
        ++errors;
      }
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 5 * i;
    /* partial update: only a[100:50] */
#pragma acc update self(a[100:50])
    for (int i = 100; i < 150; ++i)
      if (a[i] != 5 * i) {
        if (errors < 10)
          fprintf(stderr, "FAIL: partial update self a[%d] = %d, expected %d\n", i, a[i], 5 * i);
        ++errors;
      }
  }
  free(a);
  return errors != 0;
}
