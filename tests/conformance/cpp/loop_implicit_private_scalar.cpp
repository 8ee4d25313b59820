// Scalars declared outside a parallel loop and written before they are read in each iteration are
// private to the iteration (a C++ class method with a member-function temporary and a std::vector
// of results); a maximum accumulated with std::max without a reduction clause is an implicit
// reduction of a kernels loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

class Smoother {
public:
  explicit Smoother(int n) : n_(n), in_(n), out_(n) {
    for (int i = 0; i < n; ++i)
      in_[i] = std::sin(0.01 * i) * 100.0;
  }

  void smooth() {
    double *in = in_.data(), *out = out_.data();
    int n = n_;
    double left, right;
#pragma acc parallel loop copyin(in[0:n]) copyout(out[1:n-2])
    for (int i = 1; i < n - 1; ++i) {
      left = in[i - 1];
      right = in[i + 1];
      out[i] = 0.25 * left + 0.5 * in[i] + 0.25 * right;
    }
  }

  double largest() const {
    const double *out = out_.data();
    int n = n_;
    double m = -1e300;
#pragma acc kernels copyin(out[1:n-2])
    for (int i = 1; i < n - 1; ++i)
      m = std::max(m, std::fabs(out[i]));
    return m;
  }

  bool check(double m) const {
    double expect = -1e300;
    for (int i = 1; i < n_ - 1; ++i) {
      double v = 0.25 * in_[i - 1] + 0.5 * in_[i] + 0.25 * in_[i + 1];
      if (std::fabs(v - out_[i]) > 1e-12)
        return false;
      expect = std::max(expect, std::fabs(v));
    }
    return m == expect;
  }

private:
  int n_;
  std::vector<double> in_, out_;
};

int main() {
  Smoother s(100000);
  s.smooth();
  double m = s.largest();
  if (!s.check(m)) {
    std::printf("FAILED (max %f)\n", m);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
