// Variable-length arrays (C99) in private and firstprivate (2.5.13, 2.5.14, 2.9.10): each thread's
// copy of a 1-D and a 2-D VLA on a parallel loop, one copy per gang shared by the gang's vector
// loop, and firstprivate copies filled from the original (which the region leaves unchanged).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  int n = 200, m = 7, k = 5;
  double out[200], rows[200], firsts[200];
  double tmp[m], grid[m][k], shared[k], weights[m];
  for (int j = 0; j < m; j++)
    weights[j] = 1.0 + j;
#pragma acc parallel loop private(tmp, grid) copyout(out)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      tmp[j] = i + j;
      for (int c = 0; c < k; c++)
        grid[j][c] = tmp[j] * c;
    }
    double s = 0;
    for (int j = 0; j < m; j++)
      for (int c = 0; c < k; c++)
        s += grid[j][c];
    out[i] = s;
  }
#pragma acc parallel loop gang private(shared) copyout(rows)
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int c = 0; c < k; c++)
      shared[c] = i * c;
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < k; c++)
      s += shared[k - 1 - c];
    rows[i] = s;
  }
#pragma acc parallel loop firstprivate(weights) copyout(firsts)
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s += weights[j];
    firsts[i] = s;
  }
  int errors = 0;
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s += (i + j) * (k * (k - 1) / 2.0);
    errors += out[i] != s || rows[i] != i * (k * (k - 1) / 2.0) || firsts[i] != m * (m + 1) / 2.0;
  }
  for (int j = 0; j < m; j++)
    errors += weights[j] != 1.0 + j;
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS private_vla\n");
  return 0;
}
