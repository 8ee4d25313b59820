// Routines (2.15.1) whose definitions are in another file: this file sees only their declarations
// with `routine seq` (in a namespace, in `extern "C"`, and the `routine(name)` form after the
// declaration). Compute regions call them; the program links the device versions from
// Inputs/routine_prototype_multifile/physics.cpp.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/routine_prototype_multifile %S/Inputs/routine_prototype_multifile/physics.cpp -o %t/physics.o
// RUN: %acorncxx -c -I%S/Inputs/routine_prototype_multifile %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/physics.o -o %t/prog && %run-targets %t/prog
#include <cmath>
#include <cstdio>
#include <vector>

#include "physics.h"

int main() {
  const int n = 4096;
  std::vector<double> rho(n), e(n), u(n), c(n), k(n);
  for (int i = 0; i < n; ++i) {
    rho[i] = 1.0 + (i % 13) * 0.1;
    e[i] = 2.0 + (i % 7) * 0.25;
    u[i] = (i % 5) - 2.0;
  }
  double *R = rho.data(), *E = e.data(), *U = u.data(), *C = c.data(), *K = k.data();
#pragma acc parallel loop copyin(R[0:n], E[0:n], U[0:n]) copyout(C[0:n], K[0:n])
  for (int i = 0; i < n; ++i) {
    double p = physics::pressure(R[i], E[i]);
    C[i] = sound_speed(p, R[i]);
    K[i] = kinetic(R[i], U[i]);
  }
  for (int i = 0; i < n; ++i) {
    double p = 0.4 * rho[i] * e[i];
    double wantC = std::sqrt(1.4 * p / rho[i]), wantK = 0.5 * rho[i] * u[i] * u[i];
    if (std::fabs(c[i] - wantC) > 1e-12 * wantC || k[i] != wantK) {
      std::fprintf(stderr, "FAIL: i=%d c=%g (want %g) k=%g (want %g)\n", i, c[i], wantC, k[i], wantK);
      return 1;
    }
  }
  std::printf("routine_prototype_multifile: OK\n");
  return 0;
}
