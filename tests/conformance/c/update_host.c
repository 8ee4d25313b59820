// 2.14.4 update directive with host() (a synonym for self()) on a whole array and a scalar.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 2048

int main(void) {
  int errors = 0;
  double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = 1.0;
#pragma acc data copyin(a)
  {
#pragma acc parallel loop present(a)
    for (int i = 0; i < N; ++i)
      a[i] = i * 0.5;
#pragma acc update host(a)
  }
  for (int i = 0; i < N; ++i)
    if (a[i] != i * 0.5) {
      if (errors < 10)
        fprintf(stderr, "FAIL: update host a[%d] = %g, expected %g\n", i, a[i], i * 0.5);
      ++errors;
    }
  return errors != 0;
}
