// kernels (2.5.2), C++: nests whose subscripts go through non-static member index accessors (one of
// its parameters only, `idx(j, k, w) const`, one naming the object's row length, `at(j, k)`, and
// one over rows one wider than it, `face(j, k)` for j <= nx) compute what the sequential program
// does, and so do a halo copy from row 3 into row 0 and a strided copy apart by the GCD test.
// ACORN_TIME counts the launches: each nest is one launch of four gangs on four cores (not one
// launch per row).
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cstdio>
#include <vector>

struct Chunk {
  int nx, ny;
  double *u, *w;
  int idx(int j, int k, int wd) const { return j + k * wd; }
  int at(int j, int k) const { return j + k * nx; }
  int face(int j, int k) const { return j + k * (nx + 1); }

  void scale() {
    double *__restrict uu = u;
    const double *__restrict ww = w;
    int X = nx, Y = ny;
#pragma acc kernels copy(uu[0:X * Y]) copyin(ww[0:X * Y])
    for (int k = 0; k < Y; k++)
      for (int j = 0; j < X; j++)
        uu[idx(j, k, X)] = 2 * ww[idx(j, k, X)];
  }
  void add() {
    double *__restrict uu = u;
    const double *__restrict ww = w;
#pragma acc kernels copy(uu[0:nx * ny]) copyin(ww[0:nx * ny])
    for (int k = 0; k < ny; k++)
      for (int j = 0; j < nx; j++)
        uu[at(j, k)] += ww[this->at(j, k)];
  }
  void faces(double *__restrict f) {
#pragma acc kernels copyout(f[0:(nx + 1) * ny])
    for (int k = 0; k < ny; k++)
      for (int j = 0; j <= nx; j++)
        f[face(j, k)] = j - 2 * k;
  }
  void halo() {
    double *__restrict uu = u;
#pragma acc kernels copy(uu[0:nx * ny])
    for (int j = 0; j < nx; j++)
      uu[j] = uu[3 * nx + j];
  }
};

static void strided(double *a) {
#pragma acc kernels copy(a[0:2000])
  for (int i = 1; i < 20; i++)
    a[1000 + 32 * i] = a[1000 + 32 * i + 33];
}

int main() {
  const int nx = 300, ny = 200;
  std::vector<double> u(nx * ny, 0.0), w(nx * ny), f((nx + 1) * ny, -1.0);
  for (int q = 0; q < nx * ny; q++)
    w[q] = q % 17;
  Chunk c{nx, ny, u.data(), w.data()};
  c.scale();
  c.add();
  c.faces(f.data());
  int bad = 0;
  for (int q = 0; q < nx * ny; q++)
    bad += u[q] != 3.0 * (q % 17);
  for (int k = 0; k < ny; k++)
    for (int j = 0; j <= nx; j++)
      bad += f[k * (nx + 1) + j] != j - 2 * k;
  c.halo();
  for (int q = 0; q < nx * ny; q++)
    bad += u[q] != 3.0 * ((q < nx ? 3 * nx + q : q) % 17);
  std::vector<double> a(2000), b(2000);
  for (int q = 0; q < 2000; q++)
    a[q] = b[q] = q;
  strided(a.data());
  for (int i = 1; i < 20; i++)
    b[1000 + 32 * i] = b[1000 + 32 * i + 33];
  for (int q = 0; q < 2000; q++)
    bad += a[q] != b[q];
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: 23: compute region reached 1 time
// CHECK-NEXT: 23: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 31: compute region reached 1 time
// CHECK-NEXT: 31: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 37: compute region reached 1 time
// CHECK-NEXT: 37: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 44: compute region reached 1 time
// CHECK-NEXT: 44: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 51: compute region reached 1 time
// CHECK-NEXT: 51: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
