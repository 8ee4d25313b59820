// A loop's own variable named in its private clause (NPB and Rodinia ports write
// `parallel loop private(i, j, k)` over the i loop): it is private already (2.6.1), so the
// clause changes nothing, in one loop, with collapse, and on an inner loop directive.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64
#define M 16

int main(void) {
  double a[N], b[M][M], c[N][M];
  int i, j, errors = 0;

#pragma acc parallel loop private(j) copyout(a)
  for (j = 0; j < N; j++)
    a[j] = 2.0 * j;

#pragma acc parallel loop collapse(2) private(i, j) copyout(b)
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      b[i][j] = i + j;

#pragma acc parallel loop gang private(i) copyout(c)
  for (i = 0; i < N; i++) {
#pragma acc loop vector private(j)
    for (j = 0; j < M; j++)
      c[i][j] = i * M + j;
  }

  for (j = 0; j < N; j++)
    if (a[j] != 2.0 * j)
      errors++;
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      if (b[i][j] != i + j)
        errors++;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      if (c[i][j] != i * M + j)
        errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
