// A lambda made on the host that captured another lambda (which captured a pointer), and a functor
// holding a lambda as a member, run in a region by a template: the pointer inside the nested
// closure is attached for the construct like a direct capture (the emulated device reports host
// addresses otherwise; a GPU faults on them). Also two levels of nesting.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class F> void run(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}

template <class F> struct Wrap {
  F f;
  double by;
  void operator()(int i) const { f(i, by); }
};

static int check(const char *what, const double *a, int n, double mul) {
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != mul * i) {
      if (fails++ < 3)
        std::fprintf(stderr, "FAIL: %s: [%d] = %g, expected %g\n", what, i, a[i], mul * i);
    }
  return fails;
}

int main() {
  const int n = 200;
  double *a = new double[n], *b = new double[n], *c = new double[n];
  for (int i = 0; i < n; i++)
    a[i] = b[i] = c[i] = i;
  int fails = 0;
#pragma acc data copy(a[0:n], b[0:n], c[0:n])
  {
    auto inner = [=](int i) { a[i] *= 2.0; };
    run(n, [=](int i) { inner(i); });
    auto scale = [=](int i, double by) { b[i] *= by; };
    run(n, Wrap<decltype(scale)>{scale, 3.0});
    auto deepest = [=](int i) { c[i] *= 4.0; };
    auto middle = [=](int i) { deepest(i); };
    run(n, [=](int i) { middle(i); });
  }
  fails += check("lambda in a lambda", a, n, 2.0);
  fails += check("lambda in a functor", b, n, 3.0);
  fails += check("two levels", c, n, 4.0);
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
