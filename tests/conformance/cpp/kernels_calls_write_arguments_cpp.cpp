// 2.5.2: a kernels loop runs in parallel only when its iterations are independent. A call writes
// what it gets by non-const reference or through a pointer (std::swap, std::memcpy, std::modf,
// std::frexp), a non-const member function or operator its object, and an assignment a variable
// of class type (std::complex, a struct): such loops with a dependence run in order, each result
// the sequential one (with four threads a race loses updates). Loops that only touch their own
// element (through a reference declared in the body, a member call on it or on a local, a
// range-based for over its array member, a std::complex temporary written first) run on four gangs.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <array>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <utility>

struct Vec3 {
  double x, y, z;
  void scale(double s) { x *= s; y *= s; z *= s; }
};
static Vec3 operator+(const Vec3 &a, const Vec3 &b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
struct Cell { std::array<double, 4> q; };

const int n = 100000;
static double a[n], c[n], x[n], f[n], out[n];
static std::complex<double> w[n], zs[n];
static Vec3 P[n];
static Cell C[n];

static int dependent() {
  int bad = 0;
  for (int i = 0; i < n; ++i) { a[i] = n - 1 - i; c[i] = i; x[i] = 1.25 + i; }
  double last = 0;
  int ex = 0;
  std::complex<double> z(0, 0);
  Vec3 sum{0, 0, 0}, lastP{0, 0, 0};
  for (int i = 0; i < n; ++i) { w[i] = {1.0, 1.0 / (i + 1)}; P[i] = {1.0 * i, 1, 2}; }
  double *u = a, *un = c;
#pragma acc kernels copy(a, c)
  for (int i = 0; i < n - 1; ++i) // one bubble-sort pass: the maximum moves to the end
    if (a[i] > a[i + 1]) std::swap(a[i], a[i + 1]);
#pragma acc kernels copy(c)
  for (int i = 1; i < n; ++i) std::swap(c[i], c[0]); // a rotation by one
  if (a[n - 1] != n - 1) bad += std::printf("bubble: a[n-1]=%g\n", a[n - 1]) > 0;
  for (int i = 1; i < n; ++i)
    if (c[i] != i - 1) bad += std::printf("rotation: c[%d]=%g\n", i, c[i]) > 0, i = n;
  if (c[0] != n - 1) bad += std::printf("rotation: c[0]=%g\n", c[0]) > 0;
#pragma acc kernels copy(a)
  for (int i = 0; i < n - 1; ++i) std::memcpy(&a[i + 1], &a[i], sizeof(double)); // broadcast a[0]
#pragma acc kernels copyin(x) copyout(f) copy(last, ex)
  for (int i = 0; i < n; ++i) f[i] = std::modf(x[i], &last) + std::frexp(x[i], &ex);
#pragma acc kernels copyin(w) copy(z)
  for (int i = 0; i < n; ++i) z = z + w[i];
#pragma acc kernels copyin(P) copy(sum, lastP)
  for (int i = 0; i < n; ++i) { sum = sum + P[i]; lastP = P[i]; }
#pragma acc kernels copy(a[0:64], c[0:64])
  for (int t = 0; t < 3; ++t) { // ping-pong of two pointers: u ends on c
    for (int k = 1; k < 63; ++k) un[k] = u[k] + 1.0;
    std::swap(u, un);
  }
  for (int i = 64; i < n; ++i)
    if (a[i] != n - 2) bad += std::printf("memcpy: a[%d]=%g\n", i, a[i]) > 0, i = n;
  if (last != std::floor(x[n - 1]) || ex != 17) bad += std::printf("modf/frexp: %g %d\n", last, ex) > 0;
  double im = 0;
  for (int i = 0; i < n; ++i) im += 1.0 / (i + 1);
  if (z.real() != n || std::fabs(z.imag() - im) > 1e-9) bad += std::printf("complex sum: %g\n", z.real()) > 0;
  if (sum.x != 0.5 * n * (n - 1) || sum.y != n || lastP.x != n - 1) bad += std::printf("Vec3 sum: %g\n", sum.x) > 0;
  if (u != c || un != a) bad += std::printf("swap of pointers: u is not c\n") > 0;
  return bad;
}

static int independent() {
  for (int i = 0; i < n; ++i) { x[i] = i; P[i] = {1.0 * i, 2, 3}; zs[i] = {1.0 * i, 1}; C[i].q = {1.0 * i, 1, 2, 3}; }
  std::complex<double> tmp; // written before it is read: private to each iteration
#pragma acc kernels copyin(x) copyout(out)
  for (int i = 0; i < n; ++i) {
    tmp = {x[i], 1.0};
    double &o = out[i];
    o = 2.0 * tmp.real();
  }
#pragma acc kernels copy(P, zs)
  for (int i = 0; i < n; ++i) {
    Vec3 &q = P[i];
    q.y = x[i];
    P[i].scale(2.0);
    zs[i] += 1.0;
  }
#pragma acc kernels copyin(C) copyout(f)
  for (int i = 0; i < n; ++i) {
    std::array<double, 3> t{1.0, 2.0, 3.0};
    double s = t[0] + t[2];
    for (double v : C[i].q) s += v;
    f[i] = s;
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += out[i] != 2.0 * i || P[i].x != 2.0 * i || P[i].y != 2.0 * i || zs[i].real() != i + 1 || f[i] != i + 10;
  if (bad) std::printf("independent loops: %d wrong\n", bad);
  return bad;
}

int main() {
  int bad = dependent() + independent();
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
// CHECK: PASS
// The bubble pass, the rotation, memcpy, modf/frexp, the two class sums, the pointer swap: one
// thread each; the loops touching their own elements: four gangs.
// CHECK-COUNT-7: num_gangs: 1
// CHECK-COUNT-3: num_gangs: 4
