// A search loop with `break` in a kernels region (no loop directive: its variable is not private,
// 2.6.1) leaves the index where it stopped, both for a later loop of the region that it bounds and
// for the host after the region (the scalar is copy, 2.6.2).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 500

int main(void) {
  static double r[N], c[N];
  int i, k = 0, n = N, errors = 0;
  double tol = 0.25;
  for (i = 0; i < n; i++) {
    r[i] = 1.0 / (i + 1);
    c[i] = 0.0;
  }
#pragma acc kernels copyin(r) copy(c)
  {
    for (k = 0; k < n; k++)
      if (r[k] < tol)
        break;                  // k == 4: r[4] = 0.2
    for (i = 0; i < k; i++)
      c[i] = r[i];
  }
  if (k != 4)
    errors++;
  for (i = 0; i < n; i++)
    errors += c[i] != (i < 4 ? r[i] : 0.0);
  printf("%s: k %d, %d errors\n", errors ? "FAIL" : "PASS", k, errors);
  return errors != 0;
}
