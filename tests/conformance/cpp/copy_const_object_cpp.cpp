// A const object in an explicit copy or copyout clause, in C++: a constexpr table and a const
// struct in read-only storage, a const array member's section through a const reference. The device
// may not modify them, so the copy back is nothing (writing read-only storage would fault).
// RUN: %acorncxx %s -o %t 2>/dev/null && %run-targets %t
#include <cstdio>

constexpr double coef[4] = {0.1, 0.2, 0.3, 0.4};
struct Limits {
  int lo, hi;
  double scale[2];
};
static const Limits bounds = {2, 5, {0.5, 2.0}};

static double weighted(const Limits &b) {
  double s = 0;
#pragma acc parallel loop copy(b.scale[0:2]) reduction(+:s)
  for (int i = 0; i < 2; i++)
    s += b.scale[i];
  return s;
}

int main() {
  int errors = 0;
  double s = 0;
#pragma acc parallel loop copy(coef) reduction(+:s)
  for (int i = 0; i < 4; i++)
    s += coef[i];
  if (s < 0.99 || s > 1.01) {
    std::fprintf(stderr, "FAIL: sum over copy(coef) = %g, expected 1\n", s);
    ++errors;
  }
  int span = 0;
#pragma acc serial copy(bounds) copyout(span)
  span = bounds.hi - bounds.lo;
  if (span != 3) {
    std::fprintf(stderr, "FAIL: span = %d, expected 3\n", span);
    ++errors;
  }
#pragma acc enter data copyin(coef)
#pragma acc exit data copyout(coef)
  double w = weighted(bounds);
  if (w != 2.5) {
    std::fprintf(stderr, "FAIL: weighted = %g, expected 2.5\n", w);
    ++errors;
  }
  if (coef[3] != 0.4 || bounds.hi != 5 || bounds.scale[1] != 2.0) {
    std::fprintf(stderr, "FAIL: the constants changed\n");
    ++errors;
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
