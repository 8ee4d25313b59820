// kernels, C++: what a call writes. A library function writes what it gets by non-const reference
// (std::swap) or through a pointer (std::memcpy, std::modf); a non-const member function or
// operator writes its object; an assignment writes a variable of class type (std::complex, a
// struct), which is carried or written last like a scalar, and private when each iteration
// writes it before reading it. A reference declared in the body stands for the element it is
// bound to; a member call on the iteration's own element or on a local writes only that; a
// range-based for names the range the user wrote.
// RUN: %acorncxx -acc=multicore -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
#include <array>
#include <cmath>
#include <complex>
#include <cstring>
#include <utility>
struct Vec3 {
  double x, y, z;
  void scale(double s) { x *= s; y *= s; z *= s; }
};
static Vec3 operator+(const Vec3 &a, const Vec3 &b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
struct Cell { std::array<double, 4> q; };
static void rot(const Vec3 &in, Vec3 &out) { out = {in.y, in.x, in.z}; }

void f(int n, double *__restrict a, double *__restrict b, Vec3 *__restrict P, Vec3 *__restrict Q,
       std::complex<double> *__restrict w, Cell *__restrict C, Cell &G, Vec3 *res) {
  double last = 0;
  std::complex<double> z, t;
  Vec3 sum{0, 0, 0}, lastP{0, 0, 0};
#pragma acc kernels copy(a[0:n], b[0:n], P[0:n], Q[0:n], w[0:n], C[0:n], G, last, z, sum, lastP)
  {
    for (int i = 0; i < n - 1; ++i)
      if (a[i] > a[i + 1]) std::swap(a[i], a[i + 1]);
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'a[i]' is written and 'a[i + 1]' is used, which other iterations may write)
    for (int i = 1; i < n; ++i)
      std::swap(b[i], b[0]);
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: every iteration writes b[0])
    for (int i = 0; i < n - 1; ++i)
      std::memcpy(&a[i + 1], &a[i], sizeof(double));
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: the call of 'memcpy' passes '&a[i + 1]', which it may write)
    for (int i = 0; i < n; ++i)
      b[i] = std::modf(a[i], &last);
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'last' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      z = z * w[i];
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'z' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      sum = sum + P[i];
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'sum' is carried from one iteration to the next)
    for (int i = 0; i < n; ++i)
      lastP = P[i];
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'lastP' is written by every iteration and used after the loop)
    for (int i = 0; i < n; ++i)
      G.q[0] += C[i].q[0];
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: it writes 'G.q[0]', whose address Acorn cannot follow)
    for (int i = 0; i < n; ++i) {
      t = {a[i], 1.0};
      w[i] = t * t;
    }
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-4]]:5: remark: loop scheduled as gang, vector, 't' private to each iteration
    for (int i = 0; i < n; ++i) {
      double &out = b[i];
      out = 2.0 * a[i];
      Vec3 &q = Q[i];
      q.x += a[i];
    }
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-6]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; ++i) {
      P[i].scale(2.0);
      w[i] += 1.0;
      rot(P[i], Q[i]);
    }
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-5]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; ++i) {
      double s = 0;
      for (double v : C[i].q)
        s += v;
      b[i] = s;
    }
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-6]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; ++i)
      for (double &v : G.q)
        v += a[i];
// CHECK: kernels_calls_write_arguments.cpp:[[@LINE-3]]:5: remark: loop scheduled as seq (not parallel: it writes 'G.q', a reference to a variable the iterations share)
  }
  *res = lastP;
}
