// default(present) and default(none) on a data construct (2.6.5, 2.6.2): the compute constructs
// inside without a default clause of their own take it. Under default(present) the arrays the
// data construct maps are present and used there; under default(none) the variables its clauses
// list need no clause on the compute construct.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1024

int main(void) {
  static double a[N], b[N], c[N];
  int n = N, errors = 0;
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc data copyin(a) copyout(b) default(present)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1;
  }
#pragma acc data copyin(a[0:n], n) copyout(c) default(none)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      c[i] = 2 * a[i];
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != a[i] + 1 || c[i] != 2 * a[i])
      errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
