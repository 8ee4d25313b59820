// sizeof of variable-length arrays in compute regions (C11 6.5.3.4: evaluated at run time): the
// row of a `double (*img)[w]` image, a whole `float hist[nb][nc]` VLA and a row of it, and
// sizeof(*p) of a pointer to a VLA, used the way C codes size loops and byte counts in kernels.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int h = 6, w = 11, nb = 4, nc = 5;
  double (*img)[w] = malloc(sizeof(double) * h * w);
  float hist[nb][nc];
  long row_bytes[6], whole = 0, hist_row = 0, deref = 0, ptr = 0;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      img[i][j] = i + j;
#pragma acc parallel loop copy(img[0:h][0:w]) create(hist) copyout(row_bytes)
  for (int i = 0; i < h; i++) {
    /* the row's length from its size, as a C routine that gets no width would compute it */
    int cols = sizeof(img[i]) / sizeof(img[i][0]);
    for (int j = 0; j < cols; j++)
      img[i][j] *= 2;
    row_bytes[i] = sizeof img[i];
  }
#pragma acc parallel num_gangs(1) create(hist) copyin(img[0:h][0:w]) copy(whole, hist_row, deref, ptr)
  {
    whole = sizeof(hist);
    hist_row = sizeof(hist[1]) / sizeof(float);
    deref = sizeof(*img);
    ptr = sizeof(img);
  }
  int errors = 0;
  for (int i = 0; i < h; i++) {
    if (row_bytes[i] != (long)(w * sizeof(double))) {
      fprintf(stderr, "FAIL: row %d: sizeof(img[i]) = %ld, expected %ld\n", i, row_bytes[i], (long)(w * sizeof(double)));
      errors++;
    }
    for (int j = 0; j < w; j++)
      if (img[i][j] != 2.0 * (i + j)) {
        fprintf(stderr, "FAIL: img[%d][%d] = %g\n", i, j, img[i][j]);
        errors++;
      }
  }
  if (whole != (long)sizeof(hist) || hist_row != nc || deref != (long)(w * sizeof(double)) || ptr != (long)sizeof(img)) {
    fprintf(stderr, "FAIL: sizeof hist %ld (%ld), hist[1] %ld (%d), *img %ld, img %ld\n", whole, (long)sizeof(hist),
            hist_row, nc, deref, ptr);
    errors++;
  }
  free(img);
  if (errors)
    return 1;
  printf("PASS vla_sizeof_region\n");
  return 0;
}
