// Variadic templates: a function parameter pack used in a region is captured whole, as firstprivate
// values (2.6.2): in a fold expression, with sizeof..., and expanded into a call of a routine.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
static double weighted(double x, double w0, double w1, double w2) { return x * w0 + w1 - w2; }

template <typename... Args> double scaled_sum(const double *a, int n, Args... args) {
  double s = 0;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i] * (args + ... + 0.0) + double(sizeof...(args));
  return s;
}

template <typename... Ws> void apply(double *out, const double *a, int n, Ws... ws) {
#pragma acc serial copyin(a[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = weighted(a[i], ws...);
}

int main() {
  double a[10], out[10];
  for (int i = 0; i < 10; ++i)
    a[i] = i;
  int errors = 0;
  if (double s = scaled_sum(a, 10, 1.0, 2.0f, 3); s != 45.0 * 6.0 + 30.0 && ++errors)
    std::fprintf(stderr, "FAIL: scaled_sum = %g, expected %g\n", s, 45.0 * 6.0 + 30.0);
  apply(out, a, 10, 2.0, 1.0, 0.5);
  for (int i = 0; i < 10; ++i)
    if (out[i] != 2.0 * i + 0.5 && errors++ < 5)
      std::fprintf(stderr, "FAIL: out[%d] = %g\n", i, out[i]);
  if (errors)
    return 1;
  std::printf("parameter packs in regions: OK\n");
  return 0;
}
