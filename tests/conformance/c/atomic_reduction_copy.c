/* 2.12 atomics on a reduction variable (2.5.15, 2.9.11) inside the construct or loop that reduces
   it: each gang (or lane) updates its own private copy, as in a tally code that counts with atomics
   out of habit. Every integer width, the capture forms, a compute-construct reduction over a gang
   loop and a loop reduction at the vector level. The copies race with no other thread, so the
   results are those of the plain statements. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

enum { N = 1000, ROWS = 16, COLS = 64 };

int main(void) {
  long total = 0;
  long long weighted = 0;
  unsigned long odd = 0;
  short small = 0;
  double mass = 0;
#pragma acc parallel num_gangs(5) reduction(+:total, weighted, odd, small, mass)
  {
#pragma acc loop gang
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
      total += i;
#pragma acc atomic
      weighted += 2LL * i;
      if (i % 2) {
#pragma acc atomic update
        odd++;
      }
#pragma acc atomic update
      small += (short)(i % 2);
#pragma acc atomic update
      mass += 0.5;
    }
  }

  static double grid[ROWS][COLS];
  long rowmax[ROWS];
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      grid[r][c] = (r * 7 + c * 3) % 11;
  long count = 0;
#pragma acc parallel loop gang reduction(+:count) copyin(grid) copyout(rowmax)
  for (int r = 0; r < ROWS; r++) {
    long best = 0;
#pragma acc loop vector reduction(max:best) reduction(+:count)
    for (int c = 0; c < COLS; c++) {
      long v = (long)grid[r][c];
      long before;
#pragma acc atomic capture
      before = count++;
      (void)before;
      if (v > best) {
#pragma acc atomic write
        best = v;
      }
    }
    rowmax[r] = best;
  }

  int errors = 0;
  errors += total != (long)N * (N - 1) / 2;
  errors += weighted != (long long)N * (N - 1);
  errors += odd != N / 2;
  errors += small != N / 2;
  errors += mass != 0.5 * N;
  errors += count != (long)ROWS * COLS;
  for (int r = 0; r < ROWS; r++) {
    long want = 0;
    for (int c = 0; c < COLS; c++)
      if ((long)grid[r][c] > want)
        want = (long)grid[r][c];
    errors += rowmax[r] != want;
  }
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
