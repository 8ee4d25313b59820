// 2.15.1 routine directive on a function template: #pragma acc routine seq template, instantiated
// for int and double inside parallel loops.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>

#pragma acc routine seq
template <typename T>
T horner(const T *c, int deg, T x) {
  T r = c[deg];
  for (int k = deg - 1; k >= 0; --k)
    r = r * x + c[k];
  return r;
}

int main() {
  const int n = 2000;
  int ci[4] = {1, -2, 0, 3};
  double cd[4] = {0.5, 1.0, -0.25, 0.125};
  int *ri = new int[n];
  double *rd = new double[n];
#pragma acc parallel loop copyin(ci) copyout(ri[0:n])
  for (int i = 0; i < n; ++i)
    ri[i] = horner<int>(ci, 3, i % 100 - 50);
#pragma acc parallel loop copyin(cd) copyout(rd[0:n])
  for (int i = 0; i < n; ++i)
    rd[i] = horner(cd, 3, i * 0.01);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int x = i % 100 - 50;
    int ei = 1 - 2 * x + 3 * x * x * x;
    double y = i * 0.01;
    double ed = 0.5 + y - 0.25 * y * y + 0.125 * y * y * y;
    if (ri[i] != ei) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: horner<int> at %d = %d, expected %d\n", i, ri[i], ei);
      ++errors;
    }
    if (std::fabs(rd[i] - ed) > 1e-12 * (1.0 + std::fabs(ed))) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: horner<double> at %d = %g, expected %g\n", i, rd[i], ed);
      ++errors;
    }
  }
  delete[] ri;
  delete[] rd;
  return errors != 0;
}
