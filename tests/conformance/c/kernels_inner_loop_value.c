// In a kernels loop nest without loop directives, the inner loop's variable read after the inner
// loop in the outer loop's body holds the inner loop's final value (2.6.1: no loop directive, no
// predetermined private), while the outer loop is partitioned over gangs and the inner over lanes.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define ROWS 300
#define COLS 70

int main(void) {
  static double a[ROWS][COLS], mean[ROWS], last[ROWS];
  int i, j, rows = ROWS, cols = COLS, errors = 0;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      a[i][j] = i + 2.0 * j;
#pragma acc kernels copyin(a) copyout(mean, last)
  for (i = 0; i < rows; i++) {
    double s = 0.0;
    for (j = 0; j < cols; j++)
      s += a[i][j];
    mean[i] = s / j;          // j == cols
    last[i] = a[i][j - 1];
  }
  for (i = 0; i < rows; i++) {
    errors += mean[i] != i + (cols - 1.0);
    errors += last[i] != i + 2.0 * (cols - 1);
  }
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
