// Pointer arithmetic on pointers to variable-length arrays in compute regions (C11 6.5.6: adding
// to a `double (*)[m]` steps whole rows): `*(u + i)` as a row, `*(*(u + i) + j)`, `(*&u[i])[j]`,
// a row pointer advanced with ++ and the difference of two row pointers, as stencil and
// row-walking codes write them.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int n = 9, m = 13;
  double (*u)[m] = malloc(sizeof(double) * n * m);
  double (*v)[m] = malloc(sizeof(double) * n * m);
  long rows[9];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j] = 100 * i + j;
#pragma acc parallel loop copyin(u[0:n][0:m]) copyout(v[0:n][0:m], rows)
  for (int i = 0; i < n; i++) {
    double *row = *(u + i);
    for (int j = 0; j < m; j++) {
      double up = i > 0 ? (*(u + i - 1))[j] : 0;
      double here = *(*(u + i) + j);
      v[i][j] = up + here + (*&u[i])[j] - row[j];
    }
    rows[i] = (u + i) - u;
  }
  double walked = 0;
  int count = 0;
#pragma acc parallel num_gangs(1) copyin(u[0:n][0:m]) copy(walked, count)
  {
    /* every other row, through a row pointer that steps by rows */
    for (double (*r)[m] = u; r < u + n; r += 2) {
      walked += (*r)[m - 1];
      count++;
    }
  }
  int errors = 0;
  for (int i = 0; i < n; i++) {
    if (rows[i] != i) {
      fprintf(stderr, "FAIL: (u + %d) - u = %ld\n", i, rows[i]);
      errors++;
    }
    for (int j = 0; j < m; j++) {
      double expect = (i > 0 ? 100 * (i - 1) + j : 0) + 100 * i + j;
      if (v[i][j] != expect) {
        fprintf(stderr, "FAIL: v[%d][%d] = %g, expected %g\n", i, j, v[i][j], expect);
        errors++;
      }
    }
  }
  double expect = 0;
  for (int i = 0; i < n; i += 2)
    expect += 100 * i + m - 1;
  if (walked != expect || count != (n + 1) / 2) {
    fprintf(stderr, "FAIL: walked %g (%g), %d rows\n", walked, expect, count);
    errors++;
  }
  free(u);
  free(v);
  if (errors)
    return 1;
  printf("PASS vla_pointer_arithmetic\n");
  return 0;
}
