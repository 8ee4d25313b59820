// 2.15.1 routine gang and routine seq with orphaned loops (2.9): a parallel region calls a gang
// routine from gang-redundant code; its gang loop spreads the rows over the gangs and a vector
// loop the columns. A seq routine with a `loop seq` and an atomic update builds a histogram.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine gang
void init_grid(double *grid, int n, int m, double base) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int j = 0; j < m; j++)
      grid[(long)i * m + j] = base + i + 0.001 * j;
  }
}

#pragma acc routine seq
void count_digits(const int *values, int len, int *histogram) {
#pragma acc loop seq
  for (int k = 0; k < len; k++) {
    int bin = values[k] % 10;
#pragma acc atomic update
    histogram[bin] += 1;
  }
}

int main(void) {
  const int n = 123, m = 77, len = 16, blocks = 500;
  double *grid = malloc(sizeof(double) * n * m);
  int *values = malloc(sizeof(int) * len * blocks);
  int histogram[10] = {0};
  for (int k = 0; k < len * blocks; k++)
    values[k] = k * 7 + 3;

#pragma acc parallel copyout(grid[0:n*m])
  init_grid(grid, n, m, 5.0);

#pragma acc parallel loop copyin(values[0:len*blocks]) copy(histogram)
  for (int b = 0; b < blocks; b++)
    count_digits(values + b * len, len, histogram);

  int errors = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (grid[(long)i * m + j] != 5.0 + i + 0.001 * j)
        errors++;
  int expect[10] = {0};
  for (int k = 0; k < len * blocks; k++)
    expect[(k * 7 + 3) % 10]++;
  for (int d = 0; d < 10; d++)
    if (histogram[d] != expect[d])
      errors++;
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
