// 2.5.1 gang-redundant mode: statements in a parallel region outside loops are executed by every
// gang; with num_gangs(1) a scalar update runs exactly once, and an idempotent store done
// redundantly by several gangs is also well defined.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

int main(void) {
  int errors = 0;
  long acc[1] = {3};
  int marker[2] = {0, 0};
  int a[N];
  for (int i = 0; i < N; ++i)
    a[i] = 0;
#pragma acc parallel num_gangs(1) copy(acc[0:1])
  {
    acc[0] = acc[0] * 10 + 7;
    acc[0] = acc[0] * 2;
  }
  if (acc[0] != 74) {
    fprintf(stderr, "FAIL: num_gangs(1) redundant update = %ld, expected 74\n", acc[0]);
    ++errors;
  }
  int k = 9;
#pragma acc parallel num_gangs(4) copy(marker[0:2], a[0:N])
  {
    int t = k * 2; /* computed redundantly by each gang */
    marker[0] = t;
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      a[i] = i + t;
    marker[1] = 1;
  }
  if (marker[0] != 18 || marker[1] != 1) {
    fprintf(stderr, "FAIL: redundant stores marker = {%d, %d}, expected {18, 1}\n", marker[0], marker[1]);
    ++errors;
  }
  for (int i = 0; i < N; ++i)
    if (a[i] != i + 18) {
      if (errors < 10)
        fprintf(stderr, "FAIL: gang loop after redundant code a[%d] = %d, expected %d\n", i, a[i], i + 18);
      ++errors;
    }
  return errors != 0;
}
