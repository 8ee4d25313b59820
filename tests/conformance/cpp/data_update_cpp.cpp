// 2.6.5 / 2.14.4 structured data region and update self/device in a C++ class template member
// function that iterates on device data (Jacobi-style smoothing with a device temporary).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>
#include <vector>

template <typename T>
struct Smoother {
  int iters;
  void run(T *u, T *tmp, int n) const {
    const int it = iters;
#pragma acc data copy(u[0:n]) create(tmp[0:n])
    {
      for (int k = 0; k < it; ++k) {
#pragma acc parallel loop present(u[0:n], tmp[0:n])
        for (int i = 1; i < n - 1; ++i)
          tmp[i] = (u[i - 1] + u[i] + u[i + 1]) / T(3);
#pragma acc parallel loop present(u[0:n], tmp[0:n])
        for (int i = 1; i < n - 1; ++i)
          u[i] = tmp[i];
      }
#pragma acc update self(u[0:n])
      /* host changes the boundary values and sends them */
      u[0] = T(0);
      u[n - 1] = T(0);
#pragma acc update device(u[0:1])
#pragma acc update device(u[n-1:1])
#pragma acc parallel loop present(u[0:n])
      for (int i = 0; i < n; ++i)
        u[i] += T(1);
    }
  }
};

int main() {
  const int n = 1000;
  std::vector<double> u(n), tmp(n), ref(n), rt(n);
  for (int i = 0; i < n; ++i)
    u[i] = ref[i] = (i % 10 == 0) ? 30.0 : 0.0;
  Smoother<double> s{5};
  s.run(u.data(), tmp.data(), n);
  for (int k = 0; k < 5; ++k) {
    for (int i = 1; i < n - 1; ++i)
      rt[i] = (ref[i - 1] + ref[i] + ref[i + 1]) / 3.0;
    for (int i = 1; i < n - 1; ++i)
      ref[i] = rt[i];
  }
  ref[0] = 0.0;
  ref[n - 1] = 0.0;
  for (int i = 0; i < n; ++i)
    ref[i] += 1.0;
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(u[i] - ref[i]) > 1e-12 * (1.0 + std::fabs(ref[i]))) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: data/update u[%d] = %g, expected %g\n", i, u[i], ref[i]);
      ++errors;
    }
  return errors != 0;
}
