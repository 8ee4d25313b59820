// 2.9.11 and 2.5.15: a vector loop's reduction on an element indexed by the gang loop around it
// (`reduction(+:out[r])` in the gang loop over r): each gang's vector lanes reduce into their own
// row's element, which the gang set before the loop; the other elements are left alone. Also with
// a pointer's elements, a section of two elements, and C89 style with the gang loop's variable
// declared outside the region (the element is the one of the gang's r, not of the host's).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define ROWS 16
#define COLS 100

int main(void) {
  static double a[ROWS * COLS], out[ROWS], c89[ROWS];
  double *sums = malloc(ROWS * sizeof *sums), *mm = malloc(2 * ROWS * sizeof *mm);
  int errors = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    a[i] = i % 3;

#pragma acc parallel loop gang vector_length(32) copyin(a) copy(out)
  for (int r = 0; r < ROWS; r++) {
    out[r] = 5;
#pragma acc loop vector reduction(+:out[r])
    for (int i = 0; i < COLS; i++)
      out[r] += a[r * COLS + i];
  }

#pragma acc parallel loop gang copyin(a) copyout(sums[0:ROWS], mm[0:2 * ROWS])
  for (int r = 0; r < ROWS; r++) {
    sums[r] = 0;
#pragma acc loop vector reduction(+:sums[r])
    for (int i = 0; i < COLS; i++)
      sums[r] += a[r * COLS + i] * (r + 1);
    mm[2 * r] = mm[2 * r + 1] = -1.0e30;
#pragma acc loop vector reduction(max:mm[2 * r:2])
    for (int i = 0; i < COLS; i++) {
      double v = a[r * COLS + i];
      mm[2 * r] = v > mm[2 * r] ? v : mm[2 * r];
      mm[2 * r + 1] = -v > mm[2 * r + 1] ? -v : mm[2 * r + 1];
    }
  }

  {
    int r, i;
    r = ROWS; /* the host's value when the region starts: past the end */
#pragma acc parallel loop gang copyin(a) copyout(c89)
    for (r = 0; r < ROWS; r++) {
      c89[r] = 0;
#pragma acc loop vector reduction(+:c89[r])
      for (i = 0; i < COLS; i++)
        c89[r] += a[r * COLS + i];
    }
  }

  for (int r = 0; r < ROWS; r++) {
    double s = 0, hi = -1.0e30, lo = 1.0e30;
    for (int i = 0; i < COLS; i++) {
      double v = a[r * COLS + i];
      s += v;
      hi = v > hi ? v : hi;
      lo = v < lo ? v : lo;
    }
    if (c89[r] != s) {
      fprintf(stderr, "FAIL: row %d: c89 %g (want %g)\n", r, c89[r], s);
      ++errors;
    }
    if (out[r] != 5 + s || sums[r] != s * (r + 1) || mm[2 * r] != hi || mm[2 * r + 1] != -lo) {
      fprintf(stderr, "FAIL: row %d: out %g (want %g), sums %g (want %g), max %g (want %g), -min %g (want %g)\n",
              r, out[r], 5 + s, sums[r], s * (r + 1), mm[2 * r], hi, mm[2 * r + 1], -lo);
      ++errors;
    }
  }
  free(sums);
  free(mm);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
