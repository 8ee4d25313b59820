// 2.9.11 reduction on nested loops: a gang loop with a gang-private accumulator reduced by an
// inner vector loop (row sums), and a gang-level reduction of the row results.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define ROWS 500
#define COLS 400

int main(void) {
  double *m = (double *)malloc(ROWS * COLS * sizeof(double));
  double *rs = (double *)malloc(ROWS * sizeof(double));
  int errors = 0;
  long total = 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      m[i * COLS + j] = (i % 10) + 0.5 * (j % 4);
#pragma acc parallel loop gang copyin(m[0:ROWS*COLS]) copyout(rs[0:ROWS]) reduction(+:total)
  for (int i = 0; i < ROWS; ++i) {
    double s = 0.0;
    long cnt = 0;
#pragma acc loop vector reduction(+:s, cnt)
    for (int j = 0; j < COLS; ++j) {
      s += m[i * COLS + j];
      cnt += (m[i * COLS + j] > 5.0) ? 1 : 0;
    }
    rs[i] = s;
    total += cnt;
  }
  long etotal = 0;
  for (int i = 0; i < ROWS; ++i) {
    double e = 0.0;
    for (int j = 0; j < COLS; ++j) {
      e += (i % 10) + 0.5 * (j % 4);
      etotal += ((i % 10) + 0.5 * (j % 4) > 5.0) ? 1 : 0;
    }
    if (fabs(rs[i] - e) > 1e-9 * (1.0 + e)) {
      if (errors < 10)
        fprintf(stderr, "FAIL: nested vector reduction row %d = %g, expected %g\n", i, rs[i], e);
      ++errors;
    }
  }
  if (total != etotal) {
    fprintf(stderr, "FAIL: gang reduction of vector results = %ld, expected %ld\n", total, etotal);
    ++errors;
  }
  free(m);
  free(rs);
  return errors != 0;
}
