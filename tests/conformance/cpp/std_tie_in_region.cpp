// std::tie in compute regions before C++20 (tuple's assignment is constexpr, so usable in device
// code, from C++20 only): assignment from a pair and from a tuple, std::ignore, the swap idiom,
// comparisons of ties, and a tie in a function the region calls.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: %acorncxx -std=c++14 %s -o %t14 && %run-targets %t14
#include <cstdio>
#include <tuple>
#include <utility>

static std::pair<double, double> polar_step(double r, double t) { return std::make_pair(r * 2.0, t + 1.0); }

static int ordered(int a, int b, int c, int d) {
  return std::tie(a, b) < std::tie(c, d) ? 1 : 0;
}

int main() {
  const int N = 100;
  double o[N];
  int flags[N];
#pragma acc parallel loop copyout(o, flags)
  for (int i = 0; i < N; ++i) {
    double r, t;
    std::tie(r, t) = polar_step(i, 0.5 * i);
    int k;
    std::tie(k, std::ignore) = std::make_tuple(i % 7, 'x');
    double lo = r, hi = t;
    if (lo > hi)
      std::tie(lo, hi) = std::make_tuple(hi, lo);
    o[i] = lo + 10.0 * hi + k;
    flags[i] = ordered(i, 1, i, 2);
  }
  for (int i = 0; i < N; ++i) {
    double r = 2.0 * i, t = 0.5 * i + 1.0;
    double lo = r < t ? r : t, hi = r < t ? t : r;
    if (o[i] != lo + 10.0 * hi + i % 7 || flags[i] != 1) {
      printf("FAILED: o[%d] = %g, flags %d\n", i, o[i], flags[i]);
      return 1;
    }
  }
  printf("PASSED\n");
  return 0;
}
