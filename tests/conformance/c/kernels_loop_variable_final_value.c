// A loop in a kernels construct without a loop directive: its variable, declared outside the
// loop, is not predetermined private (2.6.1 names loops of loop directives) and holds its final
// value after the region, as in sequential execution, while the loop runs in parallel.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static int count_after(int n, double *a) {
  int i;
#pragma acc kernels copy(a[0:n])
  for (i = 0; i < n; i++)
    a[i] += 1.0;
  return i;
}

int main(void) {
  double a[1000];
  int i, j, errors = 0;
  for (i = 0; i < 1000; i++)
    a[i] = i;
  if (count_after(1000, a) != 1000)
    errors++;
#pragma acc kernels copy(a)
  {
    for (i = 0; i < 1000; i += 3)
      a[i] *= 2.0;
    for (j = 999; j >= 500; j--)
      a[j] -= 1.0;
  }
  if (i != 1002 || j != 499)
    errors++;
  for (i = 0; i < 1000; i++) {
    double expected = (i + 1.0) * (i % 3 == 0 ? 2.0 : 1.0) - (i >= 500 ? 1.0 : 0.0);
    if (a[i] != expected)
      errors++;
  }
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
