// 2.5.2, C++: calls in a kernels loop that look harmless but reach memory other iterations use
// must keep the loop's sequential result: a view passed by const reference whose pointer the
// callee writes through, a const member function writing through a pointer member, a functor
// with a mutable member, a functor reading the element before, a function reading past its const
// reference argument. (The views are made in the region, from the arrays' device addresses.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

const int N = 200000;
static double a[N + 1], b[N + 1], c[N + 1], d[N + 1];

struct View {
  double *p;
};
static void shift(const View &v, int i) { v.p[i + 1] = v.p[i] + 1; }

struct Cursor {
  double *p;
  void step(int i) const { p[i + 1] = p[i] + 2; }
};

struct Before {
  const double *p;
  double operator()(int i) const { return p[i - 1]; }
};

struct Running {
  mutable double total = 0;
  double operator()(double x) const { return total += x; }
};

static double forward(const double &x) { return (&x)[1] + x; }

static int expect(const char *what, const double *v, double last) {
  if (v[N] != last) {
    std::fprintf(stderr, "FAIL: %s: last is %g, want %g\n", what, v[N], last);
    return 1;
  }
  return 0;
}

int main() {
  int errors = 0;
  Running running;
#pragma acc kernels copy(a, b, c, d)
  {
    for (int i = 0; i < N; i++)
      shift(View{a}, i);
    for (int i = 0; i < N; i++)
      Cursor{b}.step(i);
    for (int i = 1; i <= N; i++)
      c[i] = Before{c}(i) + 3;
    for (int i = 0; i <= N; i++)
      d[i] = running(1.0);
  }
  errors += expect("const view", a, N);
  errors += expect("const member function", b, 2.0 * N);
  errors += expect("functor reading the element before", c, 3.0 * N);
  errors += expect("mutable member", d, N + 1.0);
  for (int i = 0; i <= N; i++)
    a[i] = b[i] = i;
#pragma acc kernels copy(a) copyin(b)
  for (int i = 0; i < N; i++)
    a[i] = forward(a[i]);
  for (int i = 0; i < N; i++)
    b[i] = forward(b[i]);
  for (int i = 0; i < N && errors < 5; i++)
    if (a[i] != b[i]) {
      std::fprintf(stderr, "FAIL: reading past a const reference: a[%d] is %g, want %g\n", i, a[i], b[i]);
      errors++;
    }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
