// A goto inside a kernels region to a label later in the same region (C's way out of nested
// loops: a search that stops at the first match) is valid OpenACC: the jump stays in the
// construct. The region runs as one launch and finds the first match, as sequential C does.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define ROWS 64
#define COLS 50

int main(void) {
  static int grid[ROWS][COLS];
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      grid[r][c] = (r * 7 + c * 3) % 101;
  int found_r = -1, found_c = -1;
#pragma acc kernels copyin(grid) copy(found_r, found_c)
  {
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++)
        if (grid[r][c] == 100) {
          found_r = r;
          found_c = c;
          goto done;
        }
  done:;
  }
  int want_r = -1, want_c = -1;
  for (int r = 0; r < ROWS && want_r < 0; r++)
    for (int c = 0; c < COLS; c++)
      if (grid[r][c] == 100) {
        want_r = r;
        want_c = c;
        break;
      }
  if (found_r != want_r || found_c != want_c) {
    fprintf(stderr, "FAIL: found (%d, %d), want (%d, %d)\n", found_r, found_c, want_r, want_c);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
