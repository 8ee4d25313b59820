// 2.5.15 and 2.9.11: a reduction on the parallel construct and reductions of the same variable on
// the loops inside it combine into one result; gang-redundant code adds once per gang.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 100000

int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++)
    a[i] = (i % 10) * 0.5;
  double sum = 10.0;
  long count = 0;
  int gangs = 0;
#pragma acc parallel num_gangs(32) reduction(+:sum, count, gangs) copyin(a)
  {
    gangs += 1;
#pragma acc loop gang vector reduction(+:sum)
    for (int i = 0; i < N; i++)
      sum += a[i];
#pragma acc loop gang vector reduction(+:count)
    for (int i = 0; i < N; i++)
      count += a[i] > 2.0;
  }
  double expect = 10.0;
  long ecount = 0;
  for (int i = 0; i < N; i++) {
    expect += a[i];
    ecount += a[i] > 2.0;
  }
  if (sum != expect || count != ecount || gangs < 1 || gangs > 32) {
    printf("FAILED: sum %f (%f) count %ld (%ld) gangs %d\n", sum, expect, count, ecount, gangs);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
