// 2.2.3: a value computed in worker-single code (here, after a worker reduction) is visible to the
// workers of the loop that follows in the same gang.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define ROWS 64
#define COLS 1000

int main(void) {
  static double a[ROWS][COLS], dev[ROWS][COLS];
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      a[r][c] = (double)((r * 31 + c * 7) % 97);
  double avg;
#pragma acc parallel loop gang private(avg) copyin(a) copyout(dev) num_workers(8)
  for (int r = 0; r < ROWS; r++) {
    avg = 0.0;
#pragma acc loop worker reduction(+:avg)
    for (int c = 0; c < COLS; c++)
      avg += a[r][c];
    avg = avg / COLS;
#pragma acc loop worker
    for (int c = 0; c < COLS; c++)
      dev[r][c] = a[r][c] - avg;
  }
  int errors = 0;
  for (int r = 0; r < ROWS; r++) {
    double s = 0.0;
    for (int c = 0; c < COLS; c++)
      s += a[r][c];
    s /= COLS;
    for (int c = 0; c < COLS; c++)
      if (fabs(dev[r][c] - (a[r][c] - s)) > 1e-9)
        errors++;
  }
  if (errors) {
    printf("FAILED: %d wrong\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
