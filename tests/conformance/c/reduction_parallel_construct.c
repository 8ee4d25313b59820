// 2.5.15 reduction clause on the parallel construct: reduction(+:x) on parallel, with a gang loop
// inside accumulating into the gang-private copy; the result is combined with the original value.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 30000;
  int *a = (int *)malloc(n * sizeof(int));
  int errors = 0;
  long x = 100;
  long expect = 100;
  for (int i = 0; i < n; ++i) {
    a[i] = i % 11;
    expect += a[i];
  }
#pragma acc parallel copyin(a[0:n]) reduction(+:x)
  {
#pragma acc loop gang
    for (int i = 0; i < n; ++i)
      x += a[i];
  }
  if (x != expect) {
    fprintf(stderr, "FAIL: parallel reduction(+:x) = %ld, expected %ld\n", x, expect);
    ++errors;
  }
  free(a);
  return errors != 0;
}
