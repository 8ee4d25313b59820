// 2.9.5 loop seq: an inner loop marked seq inside a gang loop runs sequentially (row-wise recurrence).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define ROWS 200
#define COLS 300

int main(void) {
  long *a = (long *)malloc(ROWS * COLS * sizeof(long));
  int errors = 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      a[i * COLS + j] = (j == 0) ? i : 1;
#pragma acc parallel loop gang copy(a[0:ROWS*COLS])
  for (int i = 0; i < ROWS; ++i) {
#pragma acc loop seq
    for (int j = 1; j < COLS; ++j)
      a[i * COLS + j] += a[i * COLS + j - 1];
  }
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      long expect = i + j;
      if (a[i * COLS + j] != expect) {
        if (errors < 10)
          fprintf(stderr, "FAIL: loop seq a[%d][%d] = %ld, expected %ld\n", i, j, a[i * COLS + j], expect);
        ++errors;
      }
    }
  free(a);
  return errors != 0;
}
