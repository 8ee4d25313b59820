// 2.7.9 copyout clause on a compute construct: every element written on the device comes back.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 10000;
  long *a = (long *)malloc(n * sizeof(long));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    a[i] = -7;
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = (long)i * i;
  for (int i = 0; i < n; ++i) {
    if (a[i] != (long)i * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: copyout a[%d] = %ld, expected %ld\n", i, a[i], (long)i * i);
      ++errors;
    }
  }
  free(a);
  return errors != 0;
}
