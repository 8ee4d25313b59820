// 2.6.2 in templates: a variable whose type depends on the template's parameters and is a struct
// where the template is instantiated (`Pair<T> p`, `A &acc`, a generic lambda's `auto &s`) is
// implicitly copied, as the same struct is outside a template: the region's writes come back.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> struct Pair {
  T a, b;
};

struct Totals {
  double sum = 0;
  int count = 0;
};

template <class T> T pair_sum() {
  Pair<T> p{T(1), T(2)};
#pragma acc serial
  {
    p.a = T(10);
    p.b = p.a + T(5);
  }
  return p.a + p.b;
}

template <class A> void accumulate(A &acc, const double *x, int n) {
#pragma acc serial copyin(x[0:n])
  for (int i = 0; i < n; ++i) {
    acc.sum += x[i];
    acc.count += 1;
  }
}

template <class T> struct Grid {
  T spacing = T(2);
  // A local of a member function of a class template.
  Pair<T> extent(int n) {
    Pair<T> e{T(0), T(0)};
    T h = spacing;
#pragma acc serial
    {
      e.a = n * h;
      e.b = e.a / 2;
    }
    return e;
  }
};

int main() {
  int errors = 0;
  double x[100];
  for (int i = 0; i < 100; ++i)
    x[i] = i;
  if (double r = pair_sum<double>(); r != 25.0 && ++errors)
    std::fprintf(stderr, "FAIL: pair_sum<double> = %g, expected 25\n", r);
  if (float r = pair_sum<float>(); r != 25.0f && ++errors)
    std::fprintf(stderr, "FAIL: pair_sum<float> = %g, expected 25\n", r);

  Totals t;
  accumulate(t, x, 100);
  if ((t.sum != 4950.0 || t.count != 100) && ++errors)
    std::fprintf(stderr, "FAIL: accumulate gave %g over %d, expected 4950 over 100\n", t.sum, t.count);

  Grid<double> g;
  Pair<double> e = g.extent(10);
  if ((e.a != 20.0 || e.b != 10.0) && ++errors)
    std::fprintf(stderr, "FAIL: extent = (%g, %g), expected (20, 10)\n", e.a, e.b);

  auto tally = [&](auto &s, int n) {
#pragma acc serial copyin(x[0:n])
    for (int i = 0; i < n; ++i)
      s.sum += 2 * x[i];
  };
  Totals u;
  tally(u, 10);
  if (u.sum != 90.0 && ++errors)
    std::fprintf(stderr, "FAIL: generic lambda gave %g, expected 90\n", u.sum);

  if (errors)
    return 1;
  std::printf("dependent structs in templates are copied: OK\n");
  return 0;
}
