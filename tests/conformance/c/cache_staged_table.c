// 2.10 cache: sections the iterations of a loop share are staged in shared memory by each gang
// (a lookup table read at subscripts that differ between threads, a gang's row of coefficients);
// reads of elements outside the cached section, and sections the loop cannot stage, still read the
// array. The results are those of the loop without the directive.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 50000
#define T 256
#define ROWS 40
#define COLS 300
#define K 32

static unsigned mix(unsigned x) {
  x ^= x >> 15;
  x *= 0x2c1b3c6dU;
  x ^= x >> 12;
  return x;
}

#pragma acc routine seq
static double weight(double x) { return 0.5 * x + 1.0; }

int main(void) {
  static double table[T], out[N], coef[ROWS][K], grid[ROWS][COLS], res[ROWS][COLS], shape[4][16], sw[N];
  static unsigned keys[N];
  for (int t = 0; t < T; t++)
    table[t] = t * 0.75 - 20.0;
  for (int i = 0; i < N; i++)
    keys[i] = mix(i + 1);
  for (int r = 0; r < ROWS; r++)
    for (int k = 0; k < K; k++)
      coef[r][k] = (r + 1) * 0.125 * (k % 7); /* exact: the GPU may fuse the multiply-add */
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      grid[r][c] = (r * 31 + c * 17) % 23;
  for (int p = 0; p < 4; p++)
    for (int q = 0; q < 16; q++)
      shape[p][q] = p - q * 0.125;

  // A table gathered at hashed subscripts; the section covers half of it, the rest is read from
  // the array.
#pragma acc parallel loop copyin(table, keys) copyout(out)
  for (int i = 0; i < N; i++) {
#pragma acc cache(table[0:T/2])
    unsigned h = keys[i];
    double s = 0.0;
    for (int r = 0; r < 8; r++) {
      s += table[h % T];
      h = h * 1664525u + 1013904223u;
    }
    out[i] = s;
  }

  // Each gang's row of coefficients, cached by the vector loop over the row's cells.
#pragma acc parallel loop gang copyin(coef, grid) copyout(res)
  for (int r = 0; r < ROWS; r++) {
#pragma acc loop vector
    for (int c = 0; c < COLS; c++) {
#pragma acc cache(coef[r][0:K])
      res[r][c] = grid[r][c] * coef[r][(c * 5) % K] + coef[r][c % K];
    }
  }

  // A 2-D section read through a routine's result: readonly says the routine does not write it.
#pragma acc parallel loop copyin(shape) copyout(sw)
  for (int i = 0; i < N; i++) {
#pragma acc cache(readonly: shape[0:4][0:16])
    sw[i] = weight(shape[i % 4][(i / 4) % 16]) + shape[(i + 1) % 4][i % 16];
  }

  int errors = 0;
  for (int i = 0; i < N; i++) {
    unsigned h = keys[i];
    double s = 0.0;
    for (int r = 0; r < 8; r++) {
      s += table[h % T];
      h = h * 1664525u + 1013904223u;
    }
    if (out[i] != s)
      errors++;
    if (sw[i] != weight(shape[i % 4][(i / 4) % 16]) + shape[(i + 1) % 4][i % 16])
      errors++;
  }
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      if (res[r][c] != grid[r][c] * coef[r][(c * 5) % K] + coef[r][c % K])
        errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
