// 2.5.2 serial construct: a serial region executes as one gang, one worker, vector length one;
// a loop carrying a dependence (prefix sum) inside it gives the sequential result.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 5000;
  long *a = (long *)malloc(n * sizeof(long));
  long *p = (long *)malloc(n * sizeof(long));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i % 7 + 1;
    p[i] = 0;
  }
#pragma acc serial copyin(a[0:n]) copyout(p[0:n])
  {
    long run = 0;
    for (int i = 0; i < n; ++i) {
      run += a[i];
      p[i] = run;
    }
  }
  long run = 0;
  for (int i = 0; i < n; ++i) {
    run += i % 7 + 1;
    if (p[i] != run) {
      if (errors < 10)
        fprintf(stderr, "FAIL: serial prefix p[%d] = %ld, expected %ld\n", i, p[i], run);
      ++errors;
    }
  }
  free(a);
  free(p);
  return errors != 0;
}
