// 2.5 / 2.9 directives inside a function template, instantiated for float and double
// (parallel loop with copyin/copy and a reduction on the template type).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cmath>
#include <vector>

template <typename T>
T axpy_dot(int n, T alpha, const T *x, T *y) {
  T dot = T(0);
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) reduction(+:dot)
  for (int i = 0; i < n; ++i) {
    y[i] = alpha * x[i] + y[i];
    dot += y[i];
  }
  return dot;
}

template <typename T>
int check(const char *name, double tol) {
  const int n = 4000;
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = T(i % 10);
    y[i] = T(1);
  }
  T dot = axpy_dot<T>(n, T(2), x.data(), y.data());
  int errors = 0;
  double edot = 0.0;
  for (int i = 0; i < n; ++i) {
    double e = 2.0 * (i % 10) + 1.0;
    edot += e;
    if (std::fabs(double(y[i]) - e) > tol * (1.0 + e)) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: template<%s> y[%d] = %g, expected %g\n", name, i, double(y[i]), e);
      ++errors;
    }
  }
  if (std::fabs(double(dot) - edot) > tol * edot) {
    std::fprintf(stderr, "FAIL: template<%s> reduction = %g, expected %g\n", name, double(dot), edot);
    ++errors;
  }
  return errors;
}

int main() {
  int errors = check<float>("float", 1e-5) + check<double>("double", 1e-12);
  return errors != 0;
}
