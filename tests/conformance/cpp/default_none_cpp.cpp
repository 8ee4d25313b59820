// 2.5.16 default(none) in C++ member and template code with every variable listed
// (pointer sections, firstprivate scalars, reduction variable). C++ constants (`constexpr int K`,
// `const int m = 100`) are not variables the region refers to: they need no clause (GCC agrees).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T>
T weighted_sum(const T *a, const T *w, int n, T bias) {
  T s = T(0);
#pragma acc parallel loop default(none) copyin(a[0:n], w[0:n]) firstprivate(n, bias) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i] * w[i] + bias;
  return s;
}

int main() {
  const int n = 2000;
  long *a = new long[n];
  long *w = new long[n];
  long e = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    w[i] = i % 5;
    e += (long)i * (i % 5) + 3;
  }
  long s = weighted_sum<long>(a, w, n, 3);
  int errors = 0;
  if (s != e) {
    std::fprintf(stderr, "FAIL: default(none) template sum = %ld, expected %ld\n", s, e);
    ++errors;
  }
  constexpr int K = 3;
  const int m = 100;
  double b[100];
#pragma acc parallel loop default(none) copyout(b)
  for (int i = 0; i < m; ++i)
    b[i] = K * i;
  for (int i = 0; i < m; ++i)
    if (b[i] != 3.0 * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: b[%d] = %g\n", i, b[i]);
  delete[] a;
  delete[] w;
  return errors != 0;
}
