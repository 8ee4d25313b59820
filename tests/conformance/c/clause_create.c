// 2.7.10 create clause: a device-only temporary inside a data region used by two compute
// constructs; the result passes through it.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 10000;
  int *a = (int *)malloc(n * sizeof(int));
  int *tmp = (int *)malloc(n * sizeof(int));
  int *b = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc data copyin(a[0:n]) copyout(b[0:n])
  {
#pragma acc parallel loop create(tmp[0:n]) present(a[0:n], b[0:n])
    for (int i = 0; i < n; ++i) {
      tmp[i] = a[i] + 5;
      b[i] = tmp[i] * 2;
    }
  }
#pragma acc data create(tmp[0:n]) copyin(a[0:n]) copy(b[0:n])
  {
#pragma acc parallel loop present(tmp[0:n], a[0:n])
    for (int i = 0; i < n; ++i)
      tmp[i] = a[i] * 3;
#pragma acc parallel loop present(tmp[0:n], b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] += tmp[i];
  }
  for (int i = 0; i < n; ++i) {
    int expect = (i + 5) * 2 + 3 * i;
    if (b[i] != expect) {
      if (errors < 10)
        fprintf(stderr, "FAIL: create b[%d] = %d, expected %d\n", i, b[i], expect);
      ++errors;
    }
  }
  free(a);
  free(tmp);
  free(b);
  return errors != 0;
}
