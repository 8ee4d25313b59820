// 2.9.1 collapse(2): two tightly nested loops are collapsed into one iteration space.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <math.h>

#define N 123
#define M 77

static double m[N][M];

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      m[i][j] = 0.0;
#pragma acc parallel loop collapse(2) copy(m[0:N][0:M])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      m[i][j] = m[i][j] + i * 1000.0 + j;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      double expect = i * 1000.0 + j;
      if (fabs(m[i][j] - expect) > 1e-9) {
        if (errors < 10)
          fprintf(stderr, "FAIL: collapse(2) m[%d][%d] = %g, expected %g\n", i, j, m[i][j], expect);
        ++errors;
      }
    }
  return errors != 0;
}
