// 2.5.2 in C++: a kernels loop accumulating into a scalar reached through a reference (an output
// parameter `double &sum`, a local alias, a reference to a member) writes one variable from every
// iteration: it must give the sequential result. So must a conditional keeping another value than
// the one it compares, in a function template.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Stats {
  double total = 0;
  int above = 0;
};

static void accumulate(int n, const double *x, double &sum, int &count) {
#pragma acc kernels copyin(x[0 : n])
  for (int i = 0; i < n; i++) {
    sum += x[i];
    if (x[i] > 0.5)
      count++;
  }
}

template <typename T> T keepSecond(int n, const T *key, const T *value) {
  T kept = T(-1);
#pragma acc kernels copyin(key[0 : n], value[0 : n])
  for (int i = 0; i < n; i++)
    kept = key[i] > kept ? value[i] : kept;
  return kept;
}

int main() {
  const int n = 100000;
  std::vector<double> x(n), v(n);
  for (int i = 0; i < n; i++) {
    x[i] = (i % 2) ? 1.0 : 0.25;
    v[i] = 1000.0 + i;
  }
  double sum = 0;
  int count = 0;
  accumulate(n, x.data(), sum, count);
  Stats s;
  double &total = s.total;
  const double *px = x.data();
#pragma acc kernels copyin(px[0 : n])
  for (int i = 0; i < n; i++)
    total += px[i];
  int errors = 0;
  double want = 0.625 * n;
  if (sum != want || count != n / 2 || s.total != want) {
    std::fprintf(stderr, "FAIL: sum %g count %d alias %g, want %g %d\n", sum, count, s.total, want, n / 2);
    errors++;
  }
  double kept = keepSecond(n, x.data(), v.data());
  if (kept != 1000.0) {
    std::fprintf(stderr, "FAIL: kept %g, want 1000\n", kept);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
