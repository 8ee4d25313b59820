// C++ in a compute region that needs nothing at run time or is the user's own copy: a
// static_assert with its message, a long double constant the compiler computes (a floating
// user-defined literal takes long double), and a lambda of the region capturing [=, *this] (a
// copy of the object's device copy).
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
#include <cstdio>

constexpr double operator""_km(long double v) { return (double)v * 1000.0; }

struct Grid {
  double h = 0.5;
  void fill(double *f, int n) {
#pragma acc parallel loop copyout(f[0:n]) copyin(this[0:1])
    for (int i = 0; i < n; i++) {
      static_assert(sizeof(double) == 8, "double is 8 bytes");
      auto g = [=, *this](int k) { return h * k; };
      constexpr double k = 1.5_km;
      f[i] = g(i) + k + (double)0.5L;
    }
  }
};

int main() {
  double f[100];
  Grid g;
  g.fill(f, 100);
  int errors = 0;
  for (int i = 0; i < 100; i++)
    errors += f[i] != 0.5 * i + 1500.5;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
