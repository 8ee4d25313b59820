// Variably modified typedefs (C11 6.7.8: the size is evaluated when the typedef is reached, and
// later changes of the variable do not change the type): a `row_t *grid` of the enclosing
// function used in a compute region, sizeof(row_t) there, and a typedef declared in a routine.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static double trace(int k, double *flat)
{
  typedef double square_t[k];
  square_t *sq = (square_t *)flat;
  double t = 0;
  for (int i = 0; i < k; i++)
    t += sq[i][i];
  return t;
}

int main(void)
{
  int n = 7, m = 5;
  typedef double row_t[m];
  row_t *grid = malloc(sizeof(row_t) * n);
  m = 1000; /* row_t keeps its 5 columns */
  double row_total[7], tr = 0;
  long bytes = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 5; j++)
      grid[i][j] = i + 0.5 * j;
#pragma acc parallel loop copyin(grid[0:n]) copyout(row_total) copy(bytes)
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < (int)(sizeof(row_t) / sizeof(double)); j++)
      s += grid[i][j];
    row_total[i] = s;
    if (i == 0)
      bytes = sizeof(row_t);
  }
#pragma acc parallel num_gangs(1) copyin(grid[0:n]) copy(tr)
  tr = trace(5, &grid[0][0]);
  int errors = 0;
  for (int i = 0; i < n; i++) {
    double expect = 5 * i + 0.5 * 10;
    if (row_total[i] != expect) {
      fprintf(stderr, "FAIL: row %d: %g, expected %g\n", i, row_total[i], expect);
      errors++;
    }
  }
  double expect = 0, *flat = &grid[0][0];
  for (int i = 0; i < 5; i++)
    expect += flat[i * 5 + i];
  if (bytes != (long)(5 * sizeof(double)) || tr != expect) {
    fprintf(stderr, "FAIL: sizeof(row_t) = %ld, trace %g (%g)\n", bytes, tr, expect);
    errors++;
  }
  free(grid);
  if (errors)
    return 1;
  printf("PASS vla_typedef_region\n");
  return 0;
}
