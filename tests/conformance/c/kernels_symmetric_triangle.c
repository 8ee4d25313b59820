// kernels (2.5.2): a symmetric matrix filled from its upper triangle (a correlation or distance
// matrix: c[i][j] for j > i and its mirror c[j][i] = c[i][j]) writes each element in one iteration
// of i only, so the nest is one launch of four gangs on four cores, not a host loop launching the
// rows, also with the diagonal (covariance: j from i) and for a flat matrix (c[i*m + j] and
// c[j*m + i]); the result is the sequential program's. A row read by the next iteration
// (c[i][j] = c[i+1][j] + 1, a real dependence) keeps its i loop on the host, one launch per row.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static void correlation(int m, int n, const double (*restrict data)[m], double (*restrict c)[m]) {
#pragma acc kernels copyin(data[0:n][0:m]) copyout(c[0:m][0:m])
  for (int i = 0; i < m; i++) {
    c[i][i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      c[i][j] = s;
      c[j][i] = c[i][j];
    }
  }
}

static void covariance(int m, int n, const double (*restrict data)[m], double (*restrict c)[m]) {
#pragma acc kernels copyin(data[0:n][0:m]) copyout(c[0:m][0:m])
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      c[i][j] = s / (n - 1);
      c[j][i] = c[i][j];
    }
}

static void flat_correlation(int m, int n, const double *restrict data, double *restrict c) {
#pragma acc kernels copyin(data[0:n*m]) copyout(c[0:m*m])
  for (int i = 0; i < m; i++) {
    c[i*m + i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k*m + i] * data[k*m + j];
      c[i*m + j] = s;
      c[j*m + i] = s;
    }
  }
}

static void upward(int m, double (*restrict c)[m]) {
#pragma acc kernels copy(c[0:m][0:m])
  for (int i = m - 2; i >= 0; i--)
    for (int j = i + 1; j < m; j++) {
      c[i][j] = c[i + 1][j] + 1.0;
      c[j][i] = -c[i][j];
    }
}

int main(void) {
  enum { M = 70, N = 33 };
  static double data[N][M], c[M][M];
  int bad = 0;
  for (int k = 0; k < N; k++)
    for (int i = 0; i < M; i++)
      data[k][i] = (k * 7 + i * 3) % 11 - 5;
  correlation(M, N, data, c);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += data[k][i] * data[k][j];
      bad += c[i][j] != (i == j ? 1.0 : s);
    }
  covariance(M, N, data, c);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += data[k][i] * data[k][j];
      bad += c[i][j] != s / (N - 1);
    }
  correlation(M, N, data, c);
  double *flat = malloc(M * M * sizeof *flat);
  flat_correlation(M, N, &data[0][0], flat);
  for (int q = 0; q < M * M; q++)
    bad += flat[q] != c[q / M][q % M];
  free(flat);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      c[i][j] = i == j ? 0.0 : 100.0;
  upward(M, c);
  // c[i][j] = c[j][j] + (j - i) above the diagonal, its negative below.
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      bad += c[i][j] != (i == j ? 0.0 : i < j ? j - i : -(double)(i - j));
  if (bad) {
    printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
// CHECK: PASS
// correlation (twice), covariance, flat_correlation: each call one launch of four gangs.
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// upward: the host runs i, launching the row's loop each time.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 69 times
