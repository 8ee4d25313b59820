// 2.5.16 default(present): arrays not named in a data clause are treated as present; they are
// made present by an enclosing data construct.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 4000

int main(void) {
  int a[N], b[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc data copyin(a) copyout(b)
  {
#pragma acc parallel loop default(present)
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * 5;
#pragma acc kernels default(present)
    for (int i = 0; i < N; ++i)
      b[i] -= a[i];
  }
  for (int i = 0; i < N; ++i) {
    if (b[i] != 4 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: default(present) b[%d] = %d, expected %d\n", i, b[i], 4 * i);
      ++errors;
    }
  }
  return errors != 0;
}
