// 2.15.1 (C++): a routine directive right before a declaration with a linkage specification
// (`extern "C" double f(double);`, and a definition `extern "C" double g(double) { ... }`), as
// GCC and NVHPC accept it (Clang 22 wants the declaration inside an `extern "C" { }` block).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
extern "C" double square(double x);
extern "C" double square(double x) { return x * x; }

#pragma acc routine seq
extern "C" double cube(double x) { return x * x * x; }

#pragma acc routine seq
extern "C++" double twice(double x);
double twice(double x) { return 2 * x; }

int main() {
  const int n = 64;
  double r[n];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < n; i++)
    r[i] = square(i) + cube(1.0) + twice(i);
  int errors = 0;
  for (int i = 0; i < n; i++)
    if (r[i] != double(i) * i + 1 + 2 * i) {
      std::fprintf(stderr, "FAIL: r[%d] = %g, expected %g\n", i, r[i], double(i) * i + 1 + 2 * i);
      ++errors;
      break;
    }
  return errors != 0;
}
