// 2.7.1 data clauses on C++ references to arrays: a function taking double (&a)[N] uses copy(a)
// (whole array through the reference) and copyin(b[0:N]) on a const reference.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 2500;

static void add_scaled(double (&a)[N], const double (&b)[N], double s) {
#pragma acc parallel loop copy(a) copyin(b[0:N])
  for (int i = 0; i < N; ++i)
    a[i] += s * b[i];
}

template <int M>
static long sum_ref(const int (&v)[M]) {
  long s = 0;
#pragma acc parallel loop copyin(v) reduction(+:s)
  for (int i = 0; i < M; ++i)
    s += v[i];
  return s;
}

int main() {
  static double a[N], b[N];
  static int v[700];
  for (int i = 0; i < N; ++i) {
    a[i] = 1.0;
    b[i] = i;
  }
  for (int i = 0; i < 700; ++i)
    v[i] = i;
  add_scaled(a, b, 0.5);
  double (&ra)[N] = a;
  add_scaled(ra, b, 0.5);
  int errors = 0;
  for (int i = 0; i < N; ++i)
    if (a[i] != 1.0 + i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: array reference a[%d] = %g, expected %g\n", i, a[i], 1.0 + i);
      ++errors;
    }
  long s = sum_ref(v);
  if (s != 699L * 700 / 2) {
    std::fprintf(stderr, "FAIL: template array reference sum = %ld, expected %ld\n", s, 699L * 700 / 2);
    ++errors;
  }
  return errors != 0;
}
