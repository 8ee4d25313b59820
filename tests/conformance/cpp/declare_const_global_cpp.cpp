// A const global in declare copyin (2.13) in C++: a namespace's constant a compute region reads, a
// static table a routine reads, a function's static table, a const struct. Their storage may be
// read-only memory, which nothing may write on any target (the emulated device used to swap the
// device copy into it around regions); update device of them changes nothing.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace phys {
const double coef = 0.5;
#pragma acc declare copyin(coef)
} // namespace phys
static const double coeffs[5] = {1, 2, 3, 4, 5};
#pragma acc declare copyin(coeffs)
struct Range {
  double lo, hi;
};
const Range range = {-1.0, 3.0};
#pragma acc declare copyin(range)

#pragma acc routine seq
static double poly(double x) {
  double s = 0;
  for (int i = 4; i >= 0; i--)
    s = s * x + coeffs[i];
  return s;
}

#pragma acc routine seq
static double clamp(double x) { return x < range.lo ? range.lo : x > range.hi ? range.hi : x; }

template <typename T> static T weighted(T n) {
  static const T weights[4] = {T(0.25), T(0.5), T(1), T(2)};
#pragma acc declare copyin(weights)
  T s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int j = 0; j < 4; j++)
    s += weights[j] * n;
  return s;
}

int main() {
  int errors = 0;
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; i++)
    s += phys::coef;
  if (s != 5.0) {
    std::printf("FAIL: sum of coef %g, want 5\n", s);
    errors++;
  }
  double out[8];
#pragma acc update device(phys::coef, coeffs, range)
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 8; i++)
    out[i] = clamp(poly(i) * phys::coef - 1);
  for (int i = 0; i < 8; i++)
    if (out[i] != clamp(poly(i) * 0.5 - 1) && errors++ < 5)
      std::printf("FAIL: out[%d] = %g, want %g\n", i, out[i], clamp(poly(i) * 0.5 - 1));
  if (weighted(2.0) != 7.5) {
    std::printf("FAIL: weighted(2) = %g, want 7.5\n", weighted(2.0));
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
