// 2.15.1 routine vector and routine worker, 2.9 orphaned loops: a sparse-row kernel in the style of
// a CFD code, where a gang loop over rows calls a vector routine that scales a row and another that
// reduces it, and a worker routine calls the vector one for a block of rows. The values the
// routines return are used in gang-partitioned code; the routines are also called from host code.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine vector
static void scale_row(double *row, int m, double s) {
#pragma acc loop vector
  for (int j = 0; j < m; j++)
    row[j] *= s;
}

#pragma acc routine vector
double row_sum(const double *row, int m) {
  double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
  for (int j = 0; j < m; j++)
    sum += row[j];
  return sum;
}

/* A vector routine with vector-single code around its loop: the write before the loop is seen
   by every lane of the loop. */
#pragma acc routine vector
void shift_row(double *row, int m) {
  row[0] = row[0] + 1000.0;
#pragma acc loop
  for (int j = 1; j < m; j++)
    row[j] += row[0];
}

#pragma acc routine worker
void scale_block(double *a, int rows, int m, double s) {
#pragma acc loop worker
  for (int i = 0; i < rows; i++)
    scale_row(a + (long)i * m, m, s);
}

int main(void) {
  const int n = 300, m = 257;
  double *a = malloc(sizeof(double) * n * m);
  double *sums = malloc(sizeof(double) * n);
  for (long k = 0; k < (long)n * m; k++)
    a[k] = (double)(k % 7);

#pragma acc data copy(a[0:n*m]) copyout(sums[0:n])
  {
#pragma acc parallel loop gang
    for (int i = 0; i < n; i++) {
      scale_row(a + (long)i * m, m, 3.0);
      sums[i] = row_sum(a + (long)i * m, m);
    }
    /* Gang-redundant code calling a worker routine: one gang does the whole block. */
#pragma acc parallel num_gangs(1)
    scale_block(a, n, m, 2.0);
#pragma acc parallel loop gang
    for (int i = 0; i < n; i += 2)
      shift_row(a + (long)i * m, m);
  }

  int errors = 0;
  for (int i = 0; i < n; i++) {
    double expect_sum = 0.0;
    double first = 6.0 * (double)(((long)i * m) % 7) + (i % 2 == 0 ? 1000.0 : 0.0);
    for (int j = 0; j < m; j++) {
      double v = (double)(((long)i * m + j) % 7);
      expect_sum += 3.0 * v;
      double expect = j == 0 ? first : 6.0 * v + (i % 2 == 0 ? first : 0.0);
      if (a[(long)i * m + j] != expect)
        errors++;
    }
    if (sums[i] != expect_sum)
      errors++;
  }
  /* Called from host code, the routines run on the host thread. */
  double row[5] = {1, 2, 3, 4, 5};
  scale_row(row, 5, 2.0);
  if (row_sum(row, 5) != 30.0)
    errors++;
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
