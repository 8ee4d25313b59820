// 2.13 declare in a namespace opened more than once, as a header and its source file do: the
// header's block declares the variables extern, the source file's block defines them and declares
// them (copyin, create); a later block declares a variable of its own. A namespace is one scope,
// whichever of its blocks holds the directive. A routine function and compute regions use the
// device copies; update keeps them in step with the host.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

// "physics.h"
namespace phys {
extern double gamma_;
extern float weights[8];
#pragma acc routine seq
double pressure(double rho, double e);
} // namespace phys

// "physics.cpp"
namespace phys {
double gamma_ = 1.4;
float weights[8];
#pragma acc declare copyin(gamma_) create(weights)

double pressure(double rho, double e) { return (gamma_ - 1.0) * rho * e; }
} // namespace phys

namespace phys {
int steps = 3;
#pragma acc declare copyin(steps)
} // namespace phys

int main() {
  const int n = 256;
  double p[n];
  int errors = 0;

#pragma acc parallel loop copyout(p)
  for (int i = 0; i < n; ++i)
    p[i] = phys::pressure(1.0 + i, 2.0) * phys::steps;
  for (int i = 0; i < n; ++i)
    if (p[i] != (1.4 - 1.0) * (1.0 + i) * 2.0 * 3) {
      std::fprintf(stderr, "FAIL: p[%d] = %g\n", i, p[i]);
      ++errors;
      break;
    }

  for (int k = 0; k < 8; ++k)
    phys::weights[k] = 0.5f * k;
  phys::gamma_ = 2.0;
#pragma acc update device(phys::weights, phys::gamma_)
  double r = 0;
#pragma acc serial copy(r)
  {
    for (int k = 0; k < 8; ++k)
      r += phys::weights[k];
    r *= phys::gamma_;
  }
  if (r != 2.0 * 14.0) {
    std::fprintf(stderr, "FAIL: r = %g (expected 28)\n", r);
    ++errors;
  }

  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
