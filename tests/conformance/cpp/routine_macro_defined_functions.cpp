// Functions defined by macro invocations (getters, scale functions) are compiled for the device when
// regions call them: implicitly (2.15.1) or with a routine directive before the invocation.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define DEFINE_SCALE(name, f)                                                                      \
  inline double name(double x) { return (f) * x; }
#define GETTER(type, field)                                                                        \
  type field() const { return field##_; }

#pragma acc routine seq
DEFINE_SCALE(twice, 2.0)
DEFINE_SCALE(thrice, 3.0)

struct Particle {
  double mass_, charge_;
  GETTER(double, mass)
  GETTER(double, charge)
};

int main() {
  const int n = 64;
  static Particle p[n];
  for (int i = 0; i < n; ++i)
    p[i] = {1.0 + i, -0.5 * i};
  static double a[n];
#pragma acc parallel loop copyin(p) copyout(a)
  for (int i = 0; i < n; ++i)
    a[i] = twice(p[i].mass()) + thrice(p[i].charge());
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (a[i] != 2.0 * (1.0 + i) + 3.0 * (-0.5 * i))
      errors++;
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
