// Pointers to variable-length arrays, as in matrix codes that write A[i][j] on a malloc'ed block:
// a local `double (*restrict A)[order]` and VLA-typed parameters `double B[order][order]`, mapped
// with two-dimensional sections and indexed A[i][j] in compute regions (2.6.5, 2.9 collapse).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void transpose(int order, double (*restrict B)[order], const double A[order][order])
{
#pragma acc parallel loop collapse(2) copyin(A[0:order][0:order]) copyout(B[0:order][0:order])
  for (int i = 0; i < order; ++i)
    for (int j = 0; j < order; ++j)
      B[i][j] = A[j][i];
}

int main(void)
{
  const int order = 123;
  int errors = 0;
  double (*restrict A)[order] = malloc(sizeof(double) * order * order);
  double (*restrict B)[order] = malloc(sizeof(double) * order * order);
  for (int i = 0; i < order; ++i)
    for (int j = 0; j < order; ++j)
      A[i][j] = i * order + j;

  transpose(order, B, (const double(*)[order])A);

#pragma acc parallel loop copy(A[0:order][0:order]) copyin(B[0:order][0:order])
  for (int i = 0; i < order; ++i)
    for (int j = 0; j < order; ++j)
      A[i][j] += 2.0 * B[i][j];

  for (int i = 0; i < order; ++i)
    for (int j = 0; j < order; ++j) {
      double eb = (double)j * order + i;
      double ea = (double)i * order + j + 2.0 * eb;
      if (B[i][j] != eb || A[i][j] != ea) {
        if (errors < 10)
          fprintf(stderr, "FAIL: A[%d][%d] = %g, B = %g, expected %g, %g\n", i, j, A[i][j], B[i][j], ea, eb);
        ++errors;
      }
    }
  free(A);
  free(B);
  return errors != 0;
}
