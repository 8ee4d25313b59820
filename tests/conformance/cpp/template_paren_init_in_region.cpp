// In a function template's compute region, locals of a template parameter's type initialised with
// parentheses (`T p(i, 0);`, `T w(i);`), as templated kernels declare small vector types: the
// initialiser of a dependent type is a parenthesised list until instantiation (Acorn crashed).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Vec2 {
  double x, y;
  Vec2(double a, double b) : x(a), y(b) {}
  explicit Vec2(int a) : x(a), y(-a) {}
  double dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};

template <class V> void project(const double *px, const double *py, double *out, int n) {
#pragma acc parallel loop copyin(px[0:n], py[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    V r(px[i], py[i]);
    V axis(1, 0);
    V mirror(i);
    V scaled((double)i * 0.5, 2.0);
    out[i] = r.dot(axis) + mirror.y + scaled.x;
  }
}

int main() {
  const int n = 64;
  double px[n], py[n], out[n];
  for (int i = 0; i < n; ++i) {
    px[i] = 0.25 * i;
    py[i] = 1.0 - i;
  }
  project<Vec2>(px, py, out, n);
  int errors = 0;
  for (int i = 0; i < n; ++i)
    errors += out[i] != px[i] - i + 0.5 * i;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
