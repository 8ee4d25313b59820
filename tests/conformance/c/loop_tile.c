// 2.9.8 tile: a transpose and a stencil with tile(32,32), tile(*,*) and tile on a combined
// construct's loop nest with a reduction; every element is visited exactly once, including the
// partial tiles at the edges.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define ROWS 203
#define COLS 77

int main(void) {
  double *a = malloc(sizeof(double) * ROWS * COLS);
  double *t = malloc(sizeof(double) * ROWS * COLS);
  int *visits = calloc(ROWS * COLS, sizeof(int));
  double sum = 0.0;
  int errors = 0;
  for (int i = 0; i < ROWS * COLS; ++i)
    a[i] = i % 97;

#pragma acc parallel loop tile(32, 32) copyin(a[0:ROWS*COLS]) copyout(t[0:ROWS*COLS])
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      t[j * ROWS + i] = a[i * COLS + j];

#pragma acc parallel copy(visits[0:ROWS*COLS])
  {
#pragma acc loop tile(*, *)
    for (int i = ROWS - 1; i >= 0; --i)
      for (int j = 0; j < COLS; j += 2) {
#pragma acc atomic update
        visits[i * COLS + j] += 1;
      }
  }

#pragma acc parallel loop tile(8, 16) reduction(+:sum) copyin(a[0:ROWS*COLS])
  for (int i = 1; i < ROWS - 1; ++i)
    for (int j = 1; j < COLS - 1; ++j)
      sum += a[(i - 1) * COLS + j] + a[(i + 1) * COLS + j] - 2.0 * a[i * COLS + j];

  double expect = 0.0;
  for (int i = 1; i < ROWS - 1; ++i)
    for (int j = 1; j < COLS - 1; ++j)
      expect += a[(i - 1) * COLS + j] + a[(i + 1) * COLS + j] - 2.0 * a[i * COLS + j];
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      if (t[j * ROWS + i] != a[i * COLS + j] && errors++ < 10)
        fprintf(stderr, "FAIL: transpose t[%d][%d] = %g, expected %g\n", j, i, t[j * ROWS + i], a[i * COLS + j]);
      int want = j % 2 == 0;
      if (visits[i * COLS + j] != want && errors++ < 10)
        fprintf(stderr, "FAIL: element (%d, %d) visited %d times, expected %d\n", i, j, visits[i * COLS + j], want);
    }
  if (sum != expect) {
    fprintf(stderr, "FAIL: tiled reduction %g, expected %g\n", sum, expect);
    ++errors;
  }
  free(a);
  free(t);
  free(visits);
  return errors != 0;
}
