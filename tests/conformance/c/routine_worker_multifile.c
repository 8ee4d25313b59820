// A `routine worker` defined in another file (2.15.1) and called from a gang loop: each gang
// smooths one block with its workers and vector lanes. The routine's file is compiled on its own
// at -O2, as a library's would be; the program must link and compute what the host computes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -O2 -c -I%S/Inputs/routine_worker_multifile %S/Inputs/routine_worker_multifile/smooth.c -o %t/smooth.o
// RUN: %acorncc -O2 -c -I%S/Inputs/routine_worker_multifile %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/smooth.o -o %t/prog && %run-targets %t/prog
#include <math.h>
#include <stdio.h>

#include "smooth.h"

#define BLOCKS 24
#define ROWS 16
#define COLS 70

static double reference(const double *blk, int r, int c, double w) {
  const double *row = blk + r * COLS;
  double left = c > 0 ? row[c - 1] : row[c];
  double right = c < COLS - 1 ? row[c + 1] : row[c];
  double up = r > 0 ? row[c - COLS] : row[c];
  double down = r < ROWS - 1 ? row[c + COLS] : row[c];
  return (1.0 - w) * row[c] + w * 0.25 * (left + right + up + down);
}

int main(void) {
  static double a[BLOCKS * ROWS * COLS], out[BLOCKS * ROWS * COLS];
  const int size = ROWS * COLS;
  for (int i = 0; i < BLOCKS * size; i++)
    a[i] = (i * 37) % 101 * 0.5;
  const double w = 0.6;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a) copyout(out)
  for (int b = 0; b < BLOCKS; b++)
    smooth_rows(&a[b * size], &out[b * size], ROWS, COLS, w);
  for (int b = 0; b < BLOCKS; b++)
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++) {
        double want = reference(&a[b * size], r, c, w), got = out[b * size + r * COLS + c];
        if (fabs(got - want) > 1e-12) {
          fprintf(stderr, "FAIL: block %d (%d, %d) = %g, expected %g\n", b, r, c, got, want);
          return 1;
        }
      }
  printf("routine_worker_multifile: OK\n");
  return 0;
}
