// 2.9.8 tile: tiled loop nests whose reads Acorn stages in shared memory tile by tile (a transpose
// reads along the other index than it writes). Square and rectangular matrices whose sizes are not
// multiples of the tile, rectangular tiles, two staged reads in one body, a read offset by a
// constant, and a read under a condition (not staged) give the same results as the loops run on
// the host.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static int check(const char *what, const float *got, const float *want, int n) {
  for (int k = 0; k < n; k++)
    if (got[k] != want[k]) {
      fprintf(stderr, "FAIL: %s: element %d is %g, expected %g\n", what, k, got[k], want[k]);
      return 1;
    }
  return 0;
}

int main(void) {
  const int rows = 203, cols = 77;
  float *a = malloc(sizeof(float) * rows * cols), *b = malloc(sizeof(float) * rows * cols);
  float *t = malloc(sizeof(float) * rows * cols), *want = malloc(sizeof(float) * rows * cols);
  for (int k = 0; k < rows * cols; k++) {
    a[k] = (float)(k % 1000);
    b[k] = (float)(k % 7);
  }
  int errors = 0;

#pragma acc data copyin(a[0:rows * cols], b[0:rows * cols]) create(t[0:rows * cols])
  {
    // t (cols x rows) = transpose of a (rows x cols)
#pragma acc parallel loop tile(32, 32)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++)
        t[j * rows + i] = a[i * cols + j];
#pragma acc update self(t[0:rows * cols])
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++)
        want[j * rows + i] = a[i * cols + j];
    errors += check("transpose tile(32,32)", t, want, rows * cols);

    // Rectangular tiles, two staged reads and a constant offset in the subscript.
#pragma acc parallel loop tile(16, 8)
    for (int i = 0; i < rows; i++)
      for (int j = 1; j < cols; j++)
        t[j * rows + i] = a[i * cols + j] * 2 + b[i * cols + j - 1];
#pragma acc update self(t[0:rows * cols])
    for (int i = 0; i < rows; i++)
      for (int j = 1; j < cols; j++)
        want[j * rows + i] = a[i * cols + j] * 2 + b[i * cols + j - 1];
    errors += check("two reads, tile(16,8)", t, want, rows * cols);

    // A read only some iterations make stays where it is.
#pragma acc parallel loop tile(32, 32)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++)
        t[j * rows + i] = (i + j) % 3 ? a[i * cols + j] : -1.0f;
#pragma acc update self(t[0:rows * cols])
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++)
        want[j * rows + i] = (i + j) % 3 ? a[i * cols + j] : -1.0f;
    errors += check("conditional read", t, want, rows * cols);
  }
  free(a);
  free(b);
  free(t);
  free(want);
  if (errors)
    return 1;
  printf("tile staged reads: OK\n");
  return 0;
}
