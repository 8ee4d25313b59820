// kernels (2.5.2), C++: loops whose row stride is held in a local (`const std::size_t W = nx +
// 2;`, `const auto W = nx;` in a function template, a member function's local copy of a member
// bound) compute what the sequential program does, and a recurrence down the rows through such a
// stride keeps its order. ACORN_TIME counts the launches: the first two nests are one launch of four
// gangs each on four cores (not one launch per row).
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cstddef>
#include <cstdio>
#include <vector>

static void halo_sum(int nx, int ny, double *__restrict__ u, const double *__restrict__ w) {
  const std::size_t W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)]) copyin(w[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] = w[k*W + j - 1] + w[k*W + j + 1];
}

template <typename T>
void scale(int nx, int ny, T *__restrict__ u, T f) {
  const auto W = nx;
#pragma acc kernels copy(u[0:nx*ny])
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      u[k*W + j] = u[k*W + j] * f + T(k);
}

struct Grid {
  int nx, ny;
  double *v;
  void recurrence() {
    const int W = nx + 2, rows = ny;
    double *p = v;
#pragma acc kernels copy(p[0:W*(rows+2)])
    for (int k = 1; k <= rows; k++)
      for (int j = 1; j <= W - 2; j++)
        p[k*W + j] = p[(k-1)*W + j] + 1;
  }
};

int main() {
  const int nx = 53, ny = 31, n = (nx + 2) * (ny + 2);
  std::vector<double> u(n, 0.0), w(n), v(n);
  std::vector<float> s(nx * ny);
  for (int q = 0; q < n; q++)
    w[q] = q % 17, v[q] = q % 5;
  for (int q = 0; q < nx * ny; q++)
    s[q] = q % 7;
  int bad = 0;
  halo_sum(nx, ny, u.data(), w.data());
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      bad += u[k*(nx+2) + j] != w[k*(nx+2) + j - 1] + w[k*(nx+2) + j + 1];
  scale(nx, ny, s.data(), 2.0f);
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      bad += s[k*nx + j] != float((k*nx + j) % 7) * 2.0f + float(k);
  Grid g{nx, ny, v.data()};
  g.recurrence();
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      bad += v[k*(nx+2) + j] != j % 5 + k;
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// The recurrence: the host runs k, launching the row's loop each time.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 31 times
