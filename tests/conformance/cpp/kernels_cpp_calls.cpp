// 2.5.2, C++: in a kernels region a loop calling lambdas, functors, const member functions and
// functions taking const references, or assigning plain structs, may run in parallel (the calls
// only read); a loop whose call writes a variable captured by reference, or calls a non-const
// member function, must keep its sequential result.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Vec {
  double x, y, z;
};
struct Scale {
  double k;
  double apply(double v) const { return k * v; }
  double grow() { return k += 1; }
};
struct Square {
  double operator()(double v) const { return v * v; }
};
static double twice(const double &v) { return 2 * v; }

int main() {
  const int n = 5000;
  static double a[n], b[n], c[n];
  static Vec p[n], q[n];
  int errors = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i % 50;
    q[i] = Vec{1.0 * i, 2.0 * i, 3.0 * i};
  }
  auto plusOne = [](double v) { return v + 1; };
  const Scale s{3};
  const Square sq{};
#pragma acc kernels copyin(a, q) copyout(b, p)
  {
    for (int i = 0; i < n; i++)
      b[i] = plusOne(a[i]) + s.apply(a[i]) + sq(a[i]) + twice(a[i]);
    for (int i = 0; i < n; i++)
      p[i] = q[i];
  }
  for (int i = 0; i < n && errors < 5; i++) {
    double want = a[i] + 1 + 3 * a[i] + a[i] * a[i] + 2 * a[i];
    if (b[i] != want) {
      std::fprintf(stderr, "FAIL: b[%d] is %g, want %g\n", i, b[i], want);
      errors++;
    }
    if (p[i].x != i || p[i].y != 2.0 * i || p[i].z != 3.0 * i) {
      std::fprintf(stderr, "FAIL: p[%d] is (%g, %g, %g)\n", i, p[i].x, p[i].y, p[i].z);
      errors++;
    }
  }

  // Each call changes the object the next iteration reads: c[i] is the running count.
  Scale counter{0};
#pragma acc kernels copyout(c) copy(counter)
  for (int i = 0; i < n; i++)
    c[i] = counter.grow();
  for (int i = 0; i < n && errors < 5; i++)
    if (c[i] != i + 1) {
      std::fprintf(stderr, "FAIL: c[%d] is %g, want %d\n", i, c[i], i + 1);
      errors++;
    }
  if (counter.k != n) {
    std::fprintf(stderr, "FAIL: counter is %g, want %d\n", counter.k, n);
    errors++;
  }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
