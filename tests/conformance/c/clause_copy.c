// 2.7.7 copy clause on a compute construct: values are copied in, updated and copied out.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 10000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = i;
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * 2 + 1;
#pragma acc kernels copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 3;
  for (int i = 0; i < n; ++i) {
    if (a[i] != 2 * i + 4) {
      if (errors < 10)
        fprintf(stderr, "FAIL: copy a[%d] = %d, expected %d\n", i, a[i], 2 * i + 4);
      ++errors;
    }
  }
  free(a);
  return errors != 0;
}
