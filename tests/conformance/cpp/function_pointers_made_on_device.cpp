// C++ function pointers that device code makes itself (pointers the host stored are an error with
// GPU code: lit host_function_pointer_call.cpp): a constexpr table (the device compile has its own
// copy, of device addresses), a lambda returning a function, a functor built in the region holding
// a pointer and calling it through `this`, member function pointers taken in the region, a
// reference to a local pointer, a function passed by name to a routine template.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

using op_t = double (*)(double);

#pragma acc routine seq
static double add1(double x) { return x + 1; }
#pragma acc routine seq
static double dbl(double x) { return x * 2; }

constexpr op_t table[2] = {add1, dbl};

struct Op {
  op_t f;
  double c;
  double operator()(double x) const { return c * f(x); }
};

struct Calc {
  double k;
  double scale(double x) const { return k * x; }
  double shift(double x) const { return k + x; }
};

#pragma acc routine seq
template <class F> double apply(F f, double x) {
  return f(x);
}

int main() {
  const int n = 64;
  double a[n], b[n];
#pragma acc parallel loop copyout(a, b)
  for (int i = 0; i < n; i++) {
    auto pick = [](int k) { return k ? dbl : add1; };
    Op op{table[i & 1], 0.5};
    Calc c{3};
    double (Calc::*pm)(double) const = (i & 1) ? &Calc::scale : &Calc::shift;
    op_t local = pick(i & 1);
    const op_t &r = local;
    a[i] = table[i & 1](i) + pick(i & 1)(1.0) + op(i) + (c.*pm)(i);
    b[i] = r(2.0) + apply(add1, i) + apply(local, 1.0);
  }
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double t = i & 1 ? 2.0 * i : i + 1.0, one = 2.0;
    double ea = t + one + 0.5 * t + (i & 1 ? 3.0 * i : 3.0 + i);
    double eb = (i & 1 ? 4.0 : 3.0) + i + 1.0 + 2.0;
    if ((a[i] != ea || b[i] != eb) && bad++ < 5)
      std::fprintf(stderr, "FAIL: i=%d a=%g (%g) b=%g (%g)\n", i, a[i], ea, b[i], eb);
  }
  if (bad)
    return 1;
  std::printf("function pointers made on the device (C++): OK\n");
  return 0;
}
