// 2.9 loop: in a gang loop, a per-iteration scalar computed in gang (vector-single) mode before
// an inner loop vector is seen by every vector lane of that iteration.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define ROWS 300
#define COLS 257

int main(void) {
  double *a = (double *)malloc(ROWS * COLS * sizeof(double));
  double *b = (double *)malloc(ROWS * COLS * sizeof(double));
  int errors = 0;
  for (int i = 0; i < ROWS * COLS; ++i) {
    a[i] = (i % COLS) * 0.5;
    b[i] = 0.0;
  }
#pragma acc parallel loop gang copyin(a[0:ROWS*COLS]) copyout(b[0:ROWS*COLS])
  for (int i = 0; i < ROWS; ++i) {
    double scale = 1.0 + i * 0.01;
    int shift = i % 7;
#pragma acc loop vector
    for (int j = 0; j < COLS; ++j)
      b[i * COLS + j] = a[i * COLS + j] * scale + shift;
  }
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      double expect = (j * 0.5) * (1.0 + i * 0.01) + (i % 7);
      double v = b[i * COLS + j];
      if (fabs(v - expect) > 1e-12 * (1.0 + expect)) {
        if (errors < 10)
          fprintf(stderr, "FAIL: gang scalar before vector b[%d][%d] = %g, expected %g\n", i, j, v, expect);
        ++errors;
      }
    }
  free(a);
  free(b);
  return errors != 0;
}
