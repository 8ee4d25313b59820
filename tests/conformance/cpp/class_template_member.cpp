// 2.5 / 2.9 directives inside a member function of a class template (instantiated for int and
// double), operating on pointer arguments.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>
#include <vector>

template <typename T>
struct Stencil {
  T w0, w1;
  Stencil(T a, T b) : w0(a), w1(b) {}
  void apply(const T *in, T *out, int n) const {
    T a = w0, b = w1;
#pragma acc parallel loop copyin(in[0:n]) copyout(out[1:n-2])
    for (int i = 1; i < n - 1; ++i)
      out[i] = a * in[i] + b * (in[i - 1] + in[i + 1]);
  }
};

template <typename T>
int run(const char *name) {
  const int n = 3000;
  std::vector<T> in(n), out(n, T(0));
  for (int i = 0; i < n; ++i)
    in[i] = T(i % 50);
  Stencil<T> s(T(2), T(3));
  s.apply(in.data(), out.data(), n);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double e = (i == 0 || i == n - 1) ? 0.0
               : 2.0 * (i % 50) + 3.0 * (((i - 1) % 50) + ((i + 1) % 50));
    if (std::fabs(double(out[i]) - e) > 1e-9 * (1.0 + e)) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: Stencil<%s>::apply out[%d] = %g, expected %g\n", name, i, double(out[i]), e);
      ++errors;
    }
  }
  return errors;
}

int main() {
  int errors = run<int>("int") + run<double>("double");
  return errors != 0;
}
