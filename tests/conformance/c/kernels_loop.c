// 2.11 combined constructs: kernels loop over an independent loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 30000;
  int *a = (int *)malloc(n * sizeof(int));
  int *b = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc kernels loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * a[i] % 1009;
  for (int i = 0; i < n; ++i) {
    int expect = i * i % 1009;
    if (b[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels loop b[%d] = %d, expected %d\n", i, b[i], expect);
      ++errors;
    }
  }
  free(a);
  free(b);
  return errors != 0;
}
