// Pointers to variable-length arrays declared in device code: a block of rows addressed as a
// matrix of its own (`double (*blk)[m] = field + lo;`) in a compute region, and in a `routine seq`
// whose parameter is a `double (*a)[m]` (C11 6.7.6.2: the size is evaluated where declared).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static double halo_sum(int m, double (*a)[m], int first)
{
  double (*below)[m] = a + first + 1;
  double s = 0;
  for (int j = 0; j < m; j++)
    s += a[first][j] + below[0][j];
  return s;
}

int main(void)
{
  int n = 8, m = 10, blocks = 4;
  int per = n / blocks;
  double (*field)[m] = malloc(sizeof(double) * n * m);
  double block_sum[4], pair[7];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      field[i][j] = i * m + j;
#pragma acc parallel loop copyin(field[0:n][0:m]) copyout(block_sum)
  for (int b = 0; b < blocks; b++) {
    double (*blk)[m] = field + b * per;
    double s = 0;
    for (int i = 0; i < per; i++)
      for (int j = 0; j < m; j++)
        s += blk[i][j];
    block_sum[b] = s;
  }
#pragma acc parallel loop copyin(field[0:n][0:m]) copyout(pair)
  for (int i = 0; i < n - 1; i++)
    pair[i] = halo_sum(m, field, i);
  int errors = 0;
  for (int b = 0; b < blocks; b++) {
    double expect = 0;
    for (int i = b * per; i < (b + 1) * per; i++)
      for (int j = 0; j < m; j++)
        expect += i * m + j;
    if (block_sum[b] != expect) {
      fprintf(stderr, "FAIL: block %d: %g, expected %g\n", b, block_sum[b], expect);
      errors++;
    }
  }
  for (int i = 0; i < n - 1; i++) {
    double expect = 0;
    for (int j = 0; j < m; j++)
      expect += i * m + j + (i + 1) * m + j;
    if (pair[i] != expect) {
      fprintf(stderr, "FAIL: pair %d: %g, expected %g\n", i, pair[i], expect);
      errors++;
    }
  }
  free(field);
  if (errors)
    return 1;
  printf("PASS vla_pointer_declared_in_region\n");
  return 0;
}
