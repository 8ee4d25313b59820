// C89-style loop variables declared at the top of the function (int i, j, k; ... for (i = 0; ...))
// and used by loops in compute regions: the loop variable of a loop construct is private (2.6.1),
// including collapsed loops and a reduction loop; an inner sequential loop names its variable in a
// private clause (2.9.10) or is itself a loop seq construct.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define M 200
#define K 16

int main(void)
{
  int i, j, k;
  int errors = 0;
  double *a = malloc(N * M * sizeof(double));
  double *rowsum = malloc(N * sizeof(double));
  double *cum = malloc(N * sizeof(double));
  double total = 0.0;

#pragma acc parallel loop collapse(2) copyout(a[0:N*M])
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      a[i * M + j] = (i + 2 * j) % 11;

#pragma acc parallel loop gang vector private(k) copyin(a[0:N*M]) copyout(rowsum[0:N])
  for (i = 0; i < N; i++) {
    double s = 0.0;
    for (k = 0; k < K; k++)
      s += a[i * M + k];
    rowsum[i] = s;
  }

#pragma acc parallel loop gang copyin(a[0:N*M]) copyout(cum[0:N])
  for (i = 0; i < N; i++) {
    double c = 0.0;
#pragma acc loop seq
    for (j = 0; j < M; j++)
      c += a[i * M + j];
    cum[i] = c;
  }

#pragma acc kernels loop independent reduction(+:total) copyin(rowsum[0:N])
  for (i = 0; i < N; i++)
    total += rowsum[i];

  double etotal = 0.0;
  for (i = 0; i < N; i++) {
    double s = 0.0, c = 0.0;
    for (k = 0; k < K; k++)
      s += (i + 2 * k) % 11;
    for (j = 0; j < M; j++)
      c += (i + 2 * j) % 11;
    etotal += s;
    if (rowsum[i] != s || cum[i] != c) {
      if (errors < 10)
        fprintf(stderr, "FAIL: row %d: rowsum = %g, cum = %g, expected %g, %g\n", i, rowsum[i], cum[i], s, c);
      ++errors;
    }
  }
  if (total != etotal) {
    fprintf(stderr, "FAIL: total = %g, expected %g\n", total, etotal);
    ++errors;
  }
  free(a);
  free(rowsum);
  free(cum);
  return errors != 0;
}
