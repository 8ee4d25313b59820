// 2.5.2, 2.9.6 in C++: in a kernels region of a function template, an increment or compound
// assignment whose value the loop uses (`out[k++] = x`, `v[i] = ++k`, `v[i] = (k -= T(2))`, a
// call's argument, a condition's `k++`) carries the scalar from one iteration to the next: the
// loop runs in order and gives the serial program's results; an update standing alone (`k++;`,
// `s += x;`) is still a reduction.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 1500;
static double a[N], v[N], w[N], rv[N], rw[N];

#pragma acc routine seq
template <typename T> static T triple(T x) { return 3 * x; }

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      std::fprintf(stderr, "FAIL: %s: [%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

template <typename T> static int check(const char *what, T got, T want) {
  if (got == want)
    return 0;
  std::fprintf(stderr, "FAIL: %s is %.17g, want %.17g\n", what, double(got), double(want));
  return 1;
}

// The region's updates and the serial program's, on the same counter type.
template <typename T> static int run(T start) {
  for (int i = 0; i < N; i++)
    v[i] = w[i] = rv[i] = rw[i] = 0.0;
  T k = start, rk = start;
  int c = 0, rc = 0, count = 0;
#pragma acc kernels copyin(a) copy(v, w)
  {
    for (int i = 0; i < N; i++)
      if (a[i] > 0.0)
        v[c++] = a[i];
    for (int i = 0; i < N; i++)
      w[i] = ++k;
    for (int i = 0; i < N; i++)
      w[i] += (k -= T(2));
    for (int i = 0; i < N; i++)
      w[i] += triple(k++);
    for (int i = 0; i < N; i++)
      if (k++ < start + T(N / 3))
        w[i] += 1.0;
    for (int i = 0; i < N; i++)
      if (a[i] > 0.0)
        count++;
  }
  for (int i = 0; i < N; i++)
    if (a[i] > 0.0)
      rv[rc++] = a[i];
  for (int i = 0; i < N; i++)
    rw[i] = ++rk;
  for (int i = 0; i < N; i++)
    rw[i] += (rk -= T(2));
  for (int i = 0; i < N; i++)
    rw[i] += triple(rk++);
  for (int i = 0; i < N; i++)
    if (rk++ < start + T(N / 3))
      rw[i] += 1.0;
  return compare("v[c++] = a[i]", v, rv) + compare("w", w, rw) + check("k", k, rk) + check("c", c, rc) +
         check("count", count, rc);
}

int main() {
  for (int i = 0; i < N; i++)
    a[i] = (i % 3 == 0) ? -2.0 : (i % 11) * 0.25;
  int errors = run<int>(5) + run<long>(-40) + run<double>(0.5);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
