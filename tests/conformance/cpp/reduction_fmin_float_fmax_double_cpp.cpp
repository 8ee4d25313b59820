// A float min reduction by std::fmin and a double max reduction by std::fmax in one loop, in a
// compute region and in plain host code: Clang 22's loop vectorizer crashes the compile of such a
// loop (docs/architecture.md, Clang 22 workarounds); both must compile at -O2 and -O3 and give the
// sequential results.
// RUN: %acorncxx -O2 %s -o %t && %run-targets %t
// RUN: %acorncxx -O3 %s -o %t3 && %run-targets %t3
#include <cmath>
#include <cstdio>

template <class F, class D> static void host_extrema(const F *a, int n, F &lo, D &hi) {
  F f = 1000;
  D d = 0;
  for (int k = 0; k < n; k++) {
    f = std::fmin(f, a[k]);
    d = std::fmax(d, D(a[k]));
  }
  lo = f;
  hi = d;
}

int main() {
  float a[1000];
  for (int i = 0; i < 1000; i++)
    a[i] = float((i * 37) % 1000) - 100.0f;
  float f = 1000;
  double d = 0;
#pragma acc parallel loop copyin(a) reduction(min:f) reduction(max:d)
  for (int i = 0; i < 1000; i++) {
    f = std::fmin(f, a[i]);
    d = std::fmax(d, double(a[i]));
  }
  float lo;
  double hi;
  host_extrema(a, 1000, lo, hi);
  bool ok = f == -100 && d == 899 && lo == -100 && hi == 899;
  std::printf("%g %g %g %g %s\n", f, d, lo, hi, ok ? "PASS" : "FAIL");
  return !ok;
}
