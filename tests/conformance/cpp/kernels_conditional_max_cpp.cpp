// C++: `if (e > m) m = e;` and `if (e < m) { m = e; }` in a kernels loop are implicit max and min
// reductions (the Jacobi error of the tutorials' C++ codes), here with std::abs and references.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

static void sweep(const std::vector<double> &av, const std::vector<double> &bv, double &err, double &low) {
  const double *a = av.data(), *b = bv.data();
  int n = static_cast<int>(av.size());
  double e = 0.0, l = 1e30;
#pragma acc kernels copyin(a[0:n], b[0:n])
  for (int i = 0; i < n; ++i) {
    double d = std::abs(a[i] - b[i]);
    if (d > e)
      e = d;
    if (a[i] + 1.0 < l) {
      l = a[i] + 1.0;
    }
  }
  err = e;
  low = l;
}

int main() {
  const int n = 100000;
  std::vector<double> a(n), b(n, 0.5);
  for (int i = 0; i < n; ++i)
    a[i] = (i * 7919) % 1000 * 0.001;
  double err = 0, low = 0;
  sweep(a, b, err, low);
  double expect_err = 0.0, expect_low = 1e30;
  for (int i = 0; i < n; ++i) {
    expect_err = std::max(expect_err, std::abs(a[i] - b[i]));
    expect_low = std::min(expect_low, a[i] + 1.0);
  }
  if (err != expect_err || low != expect_low) {
    std::printf("FAILED: err %g (expected %g), low %g (expected %g)\n", err, expect_err, low, expect_low);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
