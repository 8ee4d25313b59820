// 2.7.10 data construct with create: a device scratch array initialized and consumed on the
// device; only the reduction of it is returned.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 50000;
  long *tmp = (long *)malloc(n * sizeof(long));
  int errors = 0;
  long sum = 0;
#pragma acc data create(tmp[0:n])
  {
#pragma acc parallel loop present(tmp[0:n])
    for (int i = 0; i < n; ++i)
      tmp[i] = i % 100;
#pragma acc parallel loop present(tmp[0:n]) reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += tmp[i];
  }
  long expect = (n / 100) * (99L * 100 / 2);
  if (sum != expect) {
    fprintf(stderr, "FAIL: data create sum = %ld, expected %ld\n", sum, expect);
    ++errors;
  }
  free(tmp);
  return errors != 0;
}
