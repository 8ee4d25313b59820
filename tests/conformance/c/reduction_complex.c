// Reductions on C `_Complex` variables with '+' and '*' (2.5.15; GCC accepts them, Clang 22 rejects
// the variable and Acorn puts it back): across gangs and lanes, inside a gang (a per-row sum), on a
// product, and on an array of complex values, element by element. The values are small integers
// and i^k, so every order of combining gives the same exact result.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <complex.h>
#include <stdio.h>

#define N 4096
#define ROWS 64
#define COLS 100

int main(void) {
  static double _Complex x[N];
  static float _Complex m[ROWS][COLS];
  double _Complex row_sums[ROWS];
  int errors = 0;
  for (int i = 0; i < N; i++)
    x[i] = (double)(i % 7) + (double)(i % 5) * I;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      m[r][c] = (float)r + (float)c * I;

  double _Complex sum = 1.0 + 2.0 * I;
#pragma acc parallel loop gang vector reduction(+:sum) copyin(x)
  for (int i = 0; i < N; i++)
    sum += x[i] * x[i];

  // i^N and (1+i)^8 = 16: products of unit steps, exact in every order.
  double _Complex turn = 1.0;
  float _Complex grow = 1.0f;
#pragma acc parallel loop reduction(*:turn, grow)
  for (int i = 0; i < 10; i++) {
    turn *= I;
    if (i < 8)
      grow *= 1.0f + 1.0f * I;
  }

#pragma acc parallel loop gang copyin(m) copyout(row_sums)
  for (int r = 0; r < ROWS; r++) {
    float _Complex s = 0;
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < COLS; c++)
      s += m[r][c];
    row_sums[r] = s;
  }

  double _Complex bins[4] = {0, 0, 0, 0};
#pragma acc parallel loop reduction(+:bins) copyin(x)
  for (int i = 0; i < N; i++)
    bins[i % 4] += x[i];

  double _Complex want = 1.0 + 2.0 * I, want_bins[4] = {0, 0, 0, 0};
  for (int i = 0; i < N; i++) {
    want += x[i] * x[i];
    want_bins[i % 4] += x[i];
  }
  if (sum != want && ++errors)
    fprintf(stderr, "FAIL: sum %g%+gi, expected %g%+gi\n", creal(sum), cimag(sum), creal(want), cimag(want));
  if (turn != -1.0 && ++errors) // i^10 = -1
    fprintf(stderr, "FAIL: product of i %g%+gi, expected -1\n", creal(turn), cimag(turn));
  if (grow != 16.0f && ++errors)
    fprintf(stderr, "FAIL: (1+i)^8 %g%+gi, expected 16\n", crealf(grow), cimagf(grow));
  for (int r = 0; r < ROWS; r++)
    if (row_sums[r] != (double)(r * COLS) + 4950.0 * I && errors++ < 5)
      fprintf(stderr, "FAIL: row %d sum %g%+gi\n", r, creal(row_sums[r]), cimag(row_sums[r]));
  for (int b = 0; b < 4; b++)
    if (bins[b] != want_bins[b] && errors++ < 5)
      fprintf(stderr, "FAIL: bin %d %g%+gi, expected %g%+gi\n", b, creal(bins[b]), cimag(bins[b]),
              creal(want_bins[b]), cimag(want_bins[b]));
  if (errors)
    return 1;
  printf("complex reductions: OK\n");
  return 0;
}
