// C++ kernels (2.5.2): a symmetric matrix filled from its upper triangle (a distance matrix:
// d[i][j] for j > i and its mirror d[j][i] = d[i][j], of a constexpr size) writes each element in
// one iteration of i only, so the nest is one launch of four gangs on four cores, not a host loop
// launching the rows, also with the diagonal (covariance: j from i), for a flat matrix in a
// std::vector (d[i*n + j] and d[j*n + i]) and in a function template of the size; the result is
// the sequential program's. A row read by the next iteration (d[i][j] = d[i+1][j] + 1, a real
// dependence) keeps its i loop on the host, one launch per row.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int M = 70;

static void distances(const double *__restrict__ x, const double *__restrict__ y, double (*__restrict__ d)[M]) {
#pragma acc kernels copyin(x[0:M], y[0:M]) copyout(d[0:M][0:M])
  for (int i = 0; i < M; i++) {
    d[i][i] = 0.0;
    for (int j = i + 1; j < M; j++) {
      d[i][j] = std::sqrt((x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]));
      d[j][i] = d[i][j];
    }
  }
}

static void covariance(int n, const double (*__restrict__ data)[M], double (*__restrict__ c)[M]) {
#pragma acc kernels copyin(data[0:n][0:M]) copyout(c[0:M][0:M])
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      c[i][j] = s / (n - 1);
      c[j][i] = c[i][j];
    }
}

static void flat_distances(int n, const double *__restrict__ x, const double *__restrict__ y,
                           double *__restrict__ d) {
#pragma acc kernels copyin(x[0:n], y[0:n]) copyout(d[0:n*n])
  for (int i = 0; i < n; i++) {
    d[i*n + i] = 0.0;
    for (int j = i + 1; j < n; j++) {
      d[i*n + j] = std::sqrt((x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]));
      d[j*n + i] = d[i*n + j];
    }
  }
}

template <int K> static void mirrored(double (*__restrict__ d)[K]) {
#pragma acc kernels copy(d[0:K][0:K])
  for (int i = 0; i < K; i++)
    for (int j = i + 1; j < K; j++)
      d[j][i] = d[i][j] = i * K + j;
}

static void upward(double (*__restrict__ d)[M]) {
#pragma acc kernels copy(d[0:M][0:M])
  for (int i = M - 2; i >= 0; i--)
    for (int j = i + 1; j < M; j++) {
      d[i][j] = d[i + 1][j] + 1.0;
      d[j][i] = -d[i][j];
    }
}

int main() {
  std::vector<double> x(M), y(M);
  static double d[M][M];
  int bad = 0;
  for (int i = 0; i < M; i++)
    x[i] = (i * 7) % 11, y[i] = (i * 5) % 13;
  distances(x.data(), y.data(), d);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      bad += d[i][j] != std::sqrt((x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]));
  constexpr int N = 33;
  static double data[N][M];
  for (int k = 0; k < N; k++)
    for (int i = 0; i < M; i++)
      data[k][i] = (k * 7 + i * 3) % 11 - 5;
  covariance(N, data, d);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += data[k][i] * data[k][j];
      bad += d[i][j] != s / (N - 1);
    }
  distances(x.data(), y.data(), d);
  std::vector<double> flat(M * M);
  flat_distances(M, x.data(), y.data(), flat.data());
  for (int q = 0; q < M * M; q++)
    bad += flat[q] != d[q / M][q % M];
  mirrored<M>(d);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      bad += d[i][j] != (i == j ? 0.0 : i < j ? i * M + j : j * M + i);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      d[i][j] = i == j ? 0.0 : 100.0;
  upward(d);
  // d[i][j] = d[j][j] + (j - i) above the diagonal, its negative below.
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      bad += d[i][j] != (i == j ? 0.0 : i < j ? j - i : -(double)(i - j));
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// distances (twice), covariance, flat_distances, mirrored<70>: each call one launch of four gangs.
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
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
