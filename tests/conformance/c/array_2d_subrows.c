// 2.7.1 multi-dimensional sections of C arrays: a sub-range of rows m[lo:cnt][0:M]; rows outside
// the range are neither transferred nor modified.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 50
#define M 40

int main(void) {
  int errors = 0;
  int m[N][M];
  const int lo = 10, cnt = 15;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      m[i][j] = i * 100 + j;
#pragma acc data copy(m[lo:cnt][0:M])
  {
#pragma acc parallel loop gang present(m[lo:cnt][0:M])
    for (int i = lo; i < lo + cnt; ++i) {
#pragma acc loop vector
      for (int j = 0; j < M; ++j)
        m[i][j] = -m[i][j];
    }
  }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      int e = (i >= lo && i < lo + cnt) ? -(i * 100 + j) : i * 100 + j;
      if (m[i][j] != e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: row sub-range m[%d][%d] = %d, expected %d\n", i, j, m[i][j], e);
        ++errors;
      }
    }
  return errors != 0;
}
