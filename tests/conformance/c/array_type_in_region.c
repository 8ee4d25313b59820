// A C array in a data clause is still an array in the region: sizeof gives its size, and
// multi-dimensional arrays keep their rows (2.7: the data is the array itself).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  double w[4] = {1, 2, 3, 4};
  float grid[3][5];
  double out[8];
  size_t rows[8];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 5; c++)
      grid[r][c] = r + c;
#pragma acc parallel loop copyin(w, grid) copyout(out, rows)
  for (int i = 0; i < 8; ++i) {
    double s = 0;
    for (unsigned k = 0; k < sizeof(w) / sizeof(w[0]); ++k)
      s += w[k];
    out[i] = s + grid[2][4];
    rows[i] = sizeof(grid) / sizeof(grid[0]) + sizeof(grid[0]);
  }
  int errors = 0;
  for (int i = 0; i < 8; ++i)
    if (out[i] != 16.0 || rows[i] != 3 + 5 * sizeof(float))
      errors++;
  if (errors) {
    printf("FAILED: %d (out[0]=%g rows[0]=%zu)\n", errors, out[0], rows[0]);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
