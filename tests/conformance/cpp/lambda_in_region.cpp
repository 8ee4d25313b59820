// C++ lambdas in compute regions: a lambda (one without captures, one capturing scalars by value)
// defined outside the region and called inside a parallel loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>
#include <vector>

int main() {
  const int n = 10000;
  std::vector<double> a(n), b(n, 0.0), c(n, 0.0);
  for (int i = 0; i < n; ++i)
    a[i] = i * 0.1;
  double *pa = a.data(), *pb = b.data(), *pc = c.data();
  auto poly = [](double x) { return 3.0 * x * x - 2.0 * x + 1.0; };
  const double k = 4.0, off = -1.5;
  auto affine = [k, off](double x) { return k * x + off; };
#pragma acc parallel loop copyin(pa[0:n]) copyout(pb[0:n], pc[0:n])
  for (int i = 0; i < n; ++i) {
    pb[i] = poly(pa[i]);
    pc[i] = affine(pa[i]);
  }
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double x = i * 0.1;
    double eb = 3.0 * x * x - 2.0 * x + 1.0, ec = 4.0 * x - 1.5;
    if (std::fabs(b[i] - eb) > 1e-12 * (1.0 + std::fabs(eb)) || std::fabs(c[i] - ec) > 1e-12 * (1.0 + std::fabs(ec))) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: lambda at %d: %g %g, expected %g %g\n", i, b[i], c[i], eb, ec);
      ++errors;
    }
  }
  return errors != 0;
}
