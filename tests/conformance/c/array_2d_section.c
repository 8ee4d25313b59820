// 2.7.1 multi-dimensional sections of C arrays: double m[N][M] transferred with
// copy(m[0:N][0:M]) and copyin(x[0:N][0:M]).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <math.h>

#define N 64
#define M 48

int main(void) {
  int errors = 0;
  double m[N][M], x[N][M];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      m[i][j] = 1.0;
      x[i][j] = i - j * 0.5;
    }
#pragma acc parallel loop collapse(2) copy(m[0:N][0:M]) copyin(x[0:N][0:M])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      m[i][j] += x[i][j] * 2.0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      double e = 1.0 + (i - j * 0.5) * 2.0;
      if (fabs(m[i][j] - e) > 1e-12) {
        if (errors < 10)
          fprintf(stderr, "FAIL: 2-d section m[%d][%d] = %g, expected %g\n", i, j, m[i][j], e);
        ++errors;
      }
    }
  return errors != 0;
}
