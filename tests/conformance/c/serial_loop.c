// 2.11 combined constructs: serial loop; iterations run sequentially, so a recurrence is exact.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 2000

int main(void) {
  int a[N];
  int errors = 0;
  a[0] = 3;
  for (int i = 1; i < N; ++i)
    a[i] = 0;
#pragma acc serial loop copy(a[0:N])
  for (int i = 1; i < N; ++i)
    a[i] = a[i - 1] + 2;
  for (int i = 0; i < N; ++i) {
    if (a[i] != 3 + 2 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: serial loop a[%d] = %d, expected %d\n", i, a[i], 3 + 2 * i);
      ++errors;
    }
  }
  return errors != 0;
}
