// 2.15.1 routine with device_type groups and nohost: the clauses of the group for NVIDIA devices
// (or the `*` group) give the routine's level.
// A vector routine with an orphaned vector loop, called from a gang loop; a worker routine named
// in routine(name) with a `*` group; a seq nohost routine called in a region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64

#pragma acc routine device_type(nvidia) vector device_type(host) seq
void scale_row(double *row, int n, double f) {
#pragma acc loop vector
  for (int j = 0; j < n; j++)
    row[j] *= f;
}

void add_rows(double *row, const double *other, int n);
#pragma acc routine(add_rows) device_type(*) worker

void add_rows(double *row, const double *other, int n) {
#pragma acc loop worker
  for (int j = 0; j < n; j++)
    row[j] += other[j];
}

#pragma acc routine seq nohost
double square(double x) { return x * x; }

int main(void) {
  static double m[N][N], base[N];
  for (int i = 0; i < N; i++) {
    base[i] = i;
    for (int j = 0; j < N; j++)
      m[i][j] = i + j;
  }
#pragma acc parallel loop gang copy(m) copyin(base)
  for (int i = 0; i < N; i++) {
    scale_row(m[i], N, 2.0);
    add_rows(m[i], base, N);
    m[i][0] = square(m[i][0]);
  }
  int errors = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double want = 2.0 * (i + j) + j;
      if (j == 0)
        want *= want;
      if (m[i][j] != want && errors++ < 5)
        fprintf(stderr, "FAIL: m[%d][%d] = %g, expected %g\n", i, j, m[i][j], want);
    }
  if (errors)
    return 1;
  printf("routine device_type and nohost: OK\n");
  return 0;
}
