// C++ generic code: a function template taking a callable (lambda or function object) as a
// template parameter and calling it in a parallel loop.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>
#include <vector>

template <typename T, typename F>
void transform(const T *in, T *out, int n, F f) {
#pragma acc parallel loop copyin(in[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = f(in[i]);
}

struct Clamp {
  double lo, hi;
  double operator()(double x) const { return x < lo ? lo : (x > hi ? hi : x); }
};

int main() {
  const int n = 6000;
  std::vector<double> in(n), out1(n), out2(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i - 3000) * 0.01;
  const double s = 1.5;
  transform(in.data(), out1.data(), n, [s](double x) { return s * x * x; });
  transform(in.data(), out2.data(), n, Clamp{-5.0, 7.25});
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double x = (i - 3000) * 0.01;
    double e1 = 1.5 * x * x;
    double e2 = x < -5.0 ? -5.0 : (x > 7.25 ? 7.25 : x);
    if (std::fabs(out1[i] - e1) > 1e-12 * (1.0 + e1) || out2[i] != e2) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: transform at %d: %g %g, expected %g %g\n", i, out1[i], out2[i], e1, e2);
      ++errors;
    }
  }
  return errors != 0;
}
