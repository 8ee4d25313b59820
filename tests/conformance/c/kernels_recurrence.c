// 2.5.3 kernels construct: a loop without independent keeps sequential semantics; the
// recurrence a[i] = a[i-1] + 1 (and a second one reading a[i+1]) gives the sequential result.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 4096

int main(void) {
  int a[N], b[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = 0;
    b[i] = i;
  }
  a[0] = 10;
#pragma acc kernels copy(a[0:N], b[0:N])
  {
    for (int i = 1; i < N; ++i)
      a[i] = a[i - 1] + 1;
    for (int i = 0; i < N - 1; ++i)
      b[i] = b[i + 1] + a[i];
  }
  for (int i = 0; i < N; ++i) {
    int ea = 10 + i;
    int eb = (i < N - 1) ? (i + 1) + ea : i;
    if (a[i] != ea) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels recurrence a[%d] = %d, expected %d\n", i, a[i], ea);
      ++errors;
    }
    if (b[i] != eb) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels anti-dependence b[%d] = %d, expected %d\n", i, b[i], eb);
      ++errors;
    }
  }
  return errors != 0;
}
