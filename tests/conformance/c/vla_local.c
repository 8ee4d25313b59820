// Variable-length arrays (C99) declared in the function that holds the compute regions: a 1-D VLA
// referenced with no data clause (an array, so implicitly copy, 2.6.2) and a 2-D VLA mapped as
// g[0:rows][0:cols] and indexed g[i][j] in a collapsed loop (2.6.5, 2.9.1).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static int run(int rows, int cols)
{
  int errors = 0;
  double w[cols];
  double g[rows][cols];
  for (int j = 0; j < cols; ++j)
    w[j] = 1.0 + j % 4;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      g[i][j] = i - j;

#pragma acc parallel loop collapse(2) copy(g[0:rows][0:cols])
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      g[i][j] = g[i][j] * w[j] + i;

#pragma acc parallel loop
  for (int j = 0; j < cols; ++j)
    w[j] = -w[j];

  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      double e = (double)(i - j) * (1.0 + j % 4) + i;
      if (g[i][j] != e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: %dx%d g[%d][%d] = %g, expected %g\n", rows, cols, i, j, g[i][j], e);
        ++errors;
      }
    }
  for (int j = 0; j < cols; ++j)
    if (w[j] != -(1.0 + j % 4)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: w[%d] = %g, expected %g (implicit copy of a VLA)\n", j, w[j], -(1.0 + j % 4));
      ++errors;
    }
  return errors;
}

int main(int argc, char **argv)
{
  (void)argv;
  int rows = 100 + argc, cols = 57 + 2 * argc; /* sizes known only at run time */
  int errors = run(rows, cols) + run(7, 300);
  return errors != 0;
}
