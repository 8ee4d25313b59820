// 2.7.6 present clause on compute constructs inside a data region: the device copy made by
// the data construct is used and updated across several compute constructs.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 10000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma acc kernels present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 3;
#pragma acc serial present(a[0:n])
    a[0] = -1;
  }
  for (int i = 0; i < n; ++i) {
    int expect = (i == 0) ? -1 : 3 * (i + 1);
    if (a[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: present a[%d] = %d, expected %d\n", i, a[i], expect);
      ++errors;
    }
  }
  free(a);
  return errors != 0;
}
