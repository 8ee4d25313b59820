// 2.6.2: a pointer is a scalar, so a kernels construct copies it. Two local pointers swapped
// between two mapped arrays in the region (the ping-pong of a stencil's time loop, with
// std::swap or written out) hold after the region the host address of the array each points to
// on the device, on every target: after an odd number of steps u is b and un is a, and the
// arrays hold the stencil's result.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <utility>
#include <vector>

const int n = 1000;

static int run(int steps, bool library) {
  std::vector<double> A(n), B(n, 0.0), R0(n), R1(n, 0.0);
  for (int i = 0; i < n; ++i) A[i] = R0[i] = i % 7;
  double *a = A.data(), *b = B.data(), *u = a, *un = b, *r = R0.data(), *rn = R1.data();
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i) rn[i] = 0.25 * r[i - 1] + 0.5 * r[i] + 0.25 * r[i + 1];
    std::swap(r, rn);
  }
#pragma acc kernels copy(a[0:n], b[0:n])
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i) un[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
    if (library) {
      std::swap(u, un);
    } else {
      double *tmp = u;
      u = un;
      un = tmp;
    }
  }
  double *want = steps % 2 ? b : a, *other = steps % 2 ? a : b;
  if (u != want || un != other) {
    std::printf("%d steps%s: u=%p un=%p, a=%p b=%p\n", steps, library ? " (std::swap)" : "", (void *)u, (void *)un,
                (void *)a, (void *)b);
    return 1;
  }
  for (int i = 0; i < n; ++i)
    if (u[i] != r[i]) {
      std::printf("%d steps: u[%d]=%g, want %g\n", steps, i, u[i], r[i]);
      return 1;
    }
  return 0;
}

int main() {
  int bad = run(11, false) + run(12, false) + run(11, true) + run(4, true);
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
