// C++: a kernels region around a convergence loop not in canonical form (`sweep < limit &&
// change > tol`, its variable a member-function local declared outside): it runs sequentially with
// its nests inside, and the counter and residual keep their last values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

class Smoother {
public:
  explicit Smoother(int n) : u_(n, 0.0), scratch_(n, 0.0) { u_[n / 3] = 3.0; }
  int relax(double tol, int limit, double &change) {
    double *u = u_.data(), *s = scratch_.data();
    const int n = static_cast<int>(u_.size());
    int sweep;
    change = 1.0;
#pragma acc kernels copy(u[0:n], change, sweep) create(s[0:n])
    for (sweep = 0; sweep < limit && change > tol; ++sweep) {
      change = 0.0;
      for (int i = 1; i < n - 1; ++i)
        s[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
      for (int i = 1; i < n - 1; ++i) {
        change = std::max(change, std::fabs(s[i] - u[i]));
        u[i] = s[i];
      }
    }
    return sweep;
  }
  double at(int i) const { return u_[i]; }

private:
  std::vector<double> u_, scratch_;
};

int main() {
  const int n = 300;
  Smoother sm(n);
  double change = 0;
  int sweeps = sm.relax(1e-3, 1000, change);
  std::vector<double> u(n, 0.0), s(n, 0.0);
  u[n / 3] = 3.0;
  double want = 1.0;
  int k;
  for (k = 0; k < 1000 && want > 1e-3; ++k) {
    want = 0.0;
    for (int i = 1; i < n - 1; ++i)
      s[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
    for (int i = 1; i < n - 1; ++i) {
      want = std::max(want, std::fabs(s[i] - u[i]));
      u[i] = s[i];
    }
  }
  int errors = sweeps != k || change != want;
  for (int i = 0; i < n; ++i)
    errors += sm.at(i) != u[i];
  if (errors) {
    std::printf("FAIL: %d sweeps (want %d), change %.17g (want %.17g), %d wrong\n", sweeps, k, change, want, errors);
    return 1;
  }
  std::printf("PASS (%d sweeps)\n", sweeps);
  return 0;
}
