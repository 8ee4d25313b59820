// <cmath> functions and std:: overloads in a compute region, instantiated for float and double:
// std::sqrt, std::exp, std::pow, std::fabs, std::abs, std::sin, std::cos, std::log, std::floor
// (2.5.1 parallel loop; functions called in a region are device functions, 2.15.1).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

constexpr int kOut = 7;

template <typename T>
void evaluate(T v, T *o) {
  o[0] = std::sqrt(v);
  o[1] = std::exp(-v);
  o[2] = std::pow(v, T(1.5));
  o[3] = std::fabs(v - T(2));
  o[4] = std::abs(T(1) - v);
  o[5] = std::sin(v) + std::cos(v) + std::log(v + T(1));
  o[6] = std::floor(v * T(3));
}

template <typename T>
int run(const char *name, T tol) {
  const int n = 4096;
  std::vector<T> x(n), out(kOut * n, T(-1));
  for (int i = 0; i < n; ++i)
    x[i] = T(0.01) * T(i % 400);
  const T *px = x.data();
  T *po = out.data();

#pragma acc parallel loop copyin(px[0:n]) copyout(po[0:kOut*n])
  for (int i = 0; i < n; ++i) {
    T v = px[i];
    po[kOut * i + 0] = std::sqrt(v);
    po[kOut * i + 1] = std::exp(-v);
    po[kOut * i + 2] = std::pow(v, T(1.5));
    po[kOut * i + 3] = std::fabs(v - T(2));
    po[kOut * i + 4] = std::abs(T(1) - v);
    po[kOut * i + 5] = std::sin(v) + std::cos(v) + std::log(v + T(1));
    po[kOut * i + 6] = std::floor(v * T(3));
  }

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    T e[kOut];
    evaluate(x[i], e);
    for (int k = 0; k < kOut; ++k)
      if (std::fabs(out[kOut * i + k] - e[k]) > tol * (T(1) + std::fabs(e[k]))) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: %s function %d at x=%g: %.9g, expected %.9g\n", name, k,
                       double(x[i]), double(out[kOut * i + k]), double(e[k]));
        ++errors;
      }
  }
  return errors;
}

int main() {
  int errors = run<float>("float", 1e-5f) + run<double>("double", 1e-12);
  return errors != 0;
}
