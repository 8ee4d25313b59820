/* 2.5.15 / 2.7.1: a reduction on a section of one row of an array of arrays (`h[1][0:4]`, the
   per-component rows of NPB-style histograms and norms): contiguous elements, each reduced on its
   own, the other rows untouched; a row chosen by a variable, a part of a row, and max. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 2000

int main(void) {
  int h[3][4] = {{0}};
  double norms[5][6];
  float top[2][8];
  int errors = 0;
  for (int r = 0; r < 5; r++)
    for (int k = 0; k < 6; k++)
      norms[r][k] = 10 * r + k;
  for (int r = 0; r < 2; r++)
    for (int k = 0; k < 8; k++)
      top[r][k] = -1;

#pragma acc parallel loop reduction(+:h[1][0:4])
  for (int i = 0; i < N; i++)
    h[1][i % 4] += 1;
  for (int r = 0; r < 3; r++)
    for (int k = 0; k < 4; k++)
      if (h[r][k] != (r == 1 ? N / 4 : 0)) {
        printf("h[%d][%d] = %d\n", r, k, h[r][k]);
        errors++;
      }

  int row = 3;
#pragma acc parallel loop gang vector reduction(+:norms[row][2:3]) copy(norms)
  for (int i = 0; i < N; i++) {
    norms[row][2] += 1;
    norms[row][3 + i % 2] += 0.5;
  }
  for (int r = 0; r < 5; r++)
    for (int k = 0; k < 6; k++) {
      double want = 10 * r + k + (r == row && k == 2 ? N : r == row && (k == 3 || k == 4) ? N / 4.0 : 0);
      if (norms[r][k] != want) {
        printf("norms[%d][%d] = %g, want %g\n", r, k, norms[r][k], want);
        errors++;
      }
    }

#pragma acc parallel loop reduction(max:top[1][:])
  for (int i = 0; i < N; i++)
    if ((float)(i % 13) > top[1][i % 8])
      top[1][i % 8] = (float)(i % 13);
  for (int k = 0; k < 8; k++)
    if (top[1][k] != 12 || top[0][k] != -1) {
      printf("top[.][%d] = %g %g, want -1 12\n", k, top[0][k], top[1][k]);
      errors++;
    }

  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
