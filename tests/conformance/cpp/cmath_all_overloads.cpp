// Every <cmath> function of C++11 (26.8) that CUDA's device library has, through its std:: float
// and double overloads and its integer-argument overloads, in a routine called from a compute
// region (2.15.1): the device results match the host's within a few ulps. (long double has no
// device version; std::nexttoward takes one.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <type_traits>

constexpr int kOut = 76;
constexpr int kIntOut = 12;

// x in [0.1, 4), y in [0.5, 3).
#pragma acc routine seq
template <typename T>
void evaluate(T x, T y, T *o) {
  int e = 0, q = 0;
  T ip = 0;
  int k = 0;
  o[k++] = std::acos(x / 5);
  o[k++] = std::asin(x / 5);
  o[k++] = std::atan(x);
  o[k++] = std::atan2(x, y);
  o[k++] = std::cos(x);
  o[k++] = std::sin(x);
  o[k++] = std::tan(x / 2);
  o[k++] = std::acosh(x + 1);
  o[k++] = std::asinh(x);
  o[k++] = std::atanh(x / 5);
  o[k++] = std::cosh(x);
  o[k++] = std::sinh(x);
  o[k++] = std::tanh(x);
  o[k++] = std::exp(x);
  o[k++] = std::exp2(x);
  o[k++] = std::expm1(x / 8);
  o[k++] = std::frexp(x, &e);
  o[k++] = T(e);
  o[k++] = std::ldexp(x, 3);
  o[k++] = std::log(x);
  o[k++] = std::log10(x);
  o[k++] = std::log1p(x / 8);
  o[k++] = std::log2(x);
  o[k++] = std::logb(x);
  o[k++] = T(std::ilogb(x));
  o[k++] = std::modf(x * 3, &ip);
  o[k++] = ip;
  o[k++] = std::scalbn(x, -2);
  o[k++] = std::scalbln(x, 5L);
  o[k++] = std::cbrt(x);
  o[k++] = std::fabs(-x);
  o[k++] = std::abs(y - x);
  o[k++] = std::hypot(x, y);
  o[k++] = std::pow(x, y);
  o[k++] = std::pow(x, 3);
  o[k++] = std::sqrt(x);
  o[k++] = std::erf(x - 2);
  o[k++] = std::erfc(x - 2);
  o[k++] = std::lgamma(x);
  o[k++] = std::tgamma(x);
  o[k++] = std::ceil(x * 3);
  o[k++] = std::floor(x * 3);
  o[k++] = std::fmod(x, y);
  o[k++] = std::trunc(-x * 3);
  o[k++] = std::round(x * 4);
  o[k++] = T(std::lround(x * 4));
  o[k++] = T(std::llround(-x * 4));
  o[k++] = std::rint(x * 4);
  o[k++] = T(std::lrint(x * 4));
  o[k++] = T(std::llrint(-x * 4));
  o[k++] = std::nearbyint(x * 4);
  o[k++] = std::remainder(x, y);
  o[k++] = std::remquo(x, y, &q);
  o[k++] = T(q % 8); // C 7.12.10.3: the sign and at least the low three bits of the quotient
  o[k++] = std::copysign(x, -y);
  o[k++] = std::nextafter(x, y) - x;
  o[k++] = std::fdim(x, y);
  o[k++] = std::fmax(x, y);
  o[k++] = std::fmin(x, y);
  o[k++] = std::fma(x, y, T(-1));
  o[k++] = T(std::fpclassify(x - T(1) / 8));
  o[k++] = T(std::isfinite(x / (x - T(1) / 8)));
  o[k++] = T(std::isinf(x / (x - T(1) / 8)));
  o[k++] = T(std::isnan(std::sqrt(y - x)));
  o[k++] = T(std::isnormal(x));
  o[k++] = T(std::signbit(y - x));
  o[k++] = T(std::isgreater(x, y));
  o[k++] = T(std::isgreaterequal(x, y));
  o[k++] = T(std::isless(x, y));
  o[k++] = T(std::islessequal(x, y));
  o[k++] = T(std::islessgreater(x, y));
  o[k++] = T(std::isunordered(x, std::sqrt(y - x)));
  o[k++] = T(std::isnan(std::nan("")));
  o[k++] = std::pow(y, T(-0.5));
  o[k++] = std::atan2(-x, -y);
  o[k++] = std::abs(x - 2);
}

// The overloads for integer arguments compute in double.
#pragma acc routine seq
void evaluate_int(int i, double *o) {
  static_assert(std::is_same<decltype(std::cbrt(1)), double>::value, "cbrt(int) is double");
  int k = 0;
  o[k++] = std::cbrt(i);
  o[k++] = std::sqrt(i);
  o[k++] = std::exp2(i % 10);
  o[k++] = std::log2(i + 1);
  o[k++] = std::hypot(i, 3);
  o[k++] = std::pow(i, 2);
  o[k++] = std::erf(i % 4);
  o[k++] = std::lgamma(i + 1);
  o[k++] = std::fma(i, 2, 1);
  o[k++] = std::fmin(i, 50);
  o[k++] = std::atan2(i, 7);
  o[k++] = std::copysign(i, -1);
}

template <typename T>
int run(const char *name, T tol) {
  const int n = 512;
  T x[n], y[n], out[n * kOut];
  for (int i = 0; i < n; ++i) {
    x[i] = T(0.1) + T(3.9) * T(i) / n;
    y[i] = T(0.5) + T(2.5) * T((i * 37) % n) / n;
  }
#pragma acc parallel loop copyin(x, y) copyout(out)
  for (int i = 0; i < n; ++i)
    evaluate(x[i], y[i], &out[i * kOut]);

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    T e[kOut];
    evaluate(x[i], y[i], e);
    for (int k = 0; k < kOut; ++k)
      if (!(std::fabs(out[i * kOut + k] - e[k]) <= tol * (T(1) + std::fabs(e[k])))) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: %s result %d at x=%g y=%g: %.9g, expected %.9g\n", name, k, double(x[i]),
                       double(y[i]), double(out[i * kOut + k]), double(e[k]));
        ++errors;
      }
  }
  return errors;
}

int run_int() {
  const int n = 100;
  double out[n * kIntOut];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < n; ++i)
    evaluate_int(i, &out[i * kIntOut]);
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double e[kIntOut];
    evaluate_int(i, e);
    for (int k = 0; k < kIntOut; ++k)
      if (!(std::fabs(out[i * kIntOut + k] - e[k]) <= 1e-12 * (1 + std::fabs(e[k])))) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: int result %d at %d: %.17g, expected %.17g\n", k, i, out[i * kIntOut + k],
                       e[k]);
        ++errors;
      }
  }
  return errors;
}

int main() {
  int errors = run<float>("float", 2e-6f) + run<double>("double", 1e-13) + run_int();
  if (errors)
    return 1;
  std::printf("PASS cmath_all_overloads\n");
  return 0;
}
