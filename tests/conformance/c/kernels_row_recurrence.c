// kernels (2.5.2): a nest whose rows depend on the row before (a prefix sum down the columns):
// Acorn keeps the loop over rows sequential and runs each row's elements in parallel; the result
// is what the host computes.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define ROWS 300
#define COLS 257

int main(void) {
  static double p[ROWS][COLS], want[ROWS][COLS];
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      p[r][c] = want[r][c] = (r * 31 + c * 17) % 23 * 0.5;
  for (int r = 1; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      want[r][c] += want[r - 1][c] * 0.5;
#pragma acc kernels copy(p)
  for (int r = 1; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      p[r][c] += p[r - 1][c] * 0.5;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      if (p[r][c] != want[r][c]) {
        fprintf(stderr, "FAIL: p[%d][%d] = %.17g, expected %.17g\n", r, c, p[r][c], want[r][c]);
        return 1;
      }
  printf("kernels_row_recurrence: OK\n");
  return 0;
}
