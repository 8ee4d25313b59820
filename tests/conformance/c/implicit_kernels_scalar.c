// 2.6.2 implicitly determined data attributes: a scalar referenced in a kernels construct with no
// data clause is treated as copy: its value assigned in the region reaches the host.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

int main(void) {
  int errors = 0;
  int s = 1;
  double d = 0.25;
  int a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc kernels
  {
    s = s + 41;
    d = d * 8.0;
    for (int i = 0; i < N; ++i)
      a[i] = a[i] + 1;
  }
  if (s != 42) {
    fprintf(stderr, "FAIL: kernels scalar s = %d, expected 42\n", s);
    ++errors;
  }
  if (d != 2.0) {
    fprintf(stderr, "FAIL: kernels scalar d = %g, expected 2\n", d);
    ++errors;
  }
  for (int i = 0; i < N; ++i)
    if (a[i] != i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: kernels array a[%d] = %d, expected %d\n", i, a[i], i + 1);
      ++errors;
    }
  return errors != 0;
}
