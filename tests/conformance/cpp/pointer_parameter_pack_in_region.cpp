// A function parameter pack of pointers (`P *... ps`) used in a region: each pointer is used as a
// pointer without a clause is (2.6.2): translated to the device copy of the present data it points
// into (a data construct of the caller's made it present). Packs of one, two and three pointers of
// different types, an element named twice, and a pointer to const read.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename... P> void add_index(int n, P *...ps) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    ((ps[i] += (P)i), ...);
  }
}

template <typename... P> void add_from(int n, const double *from, P *...ps) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    ((ps[i] += (P)from[i]), ...);
  }
}

int main() {
  const int n = 100;
  double a[n], w[n];
  int c[n];
  float f[n];
  for (int i = 0; i < n; i++) {
    a[i] = 1;
    c[i] = 3;
    f[i] = 0.5f;
    w[i] = 2;
  }
#pragma acc data copy(a, c, f) copyin(w)
  {
    add_index(n, &a[0], &c[0]);
    add_index(n, f);
    add_from(n, w, a, c, f);
    add_from(n / 2, w, &a[n / 2]);
  }
  int errors = 0;
  for (int i = 0; i < n; i++) {
    double ea = 1.0 + i + 2 + (i < n / 2 ? 0 : 2);
    if ((a[i] != ea || c[i] != 3 + i + 2 || f[i] != 0.5f + i + 2) && ++errors < 5)
      std::fprintf(stderr, "FAIL: i=%d: a %g (%g), c %d (%d), f %g (%g)\n", i, a[i], ea, c[i], 3 + i + 2, f[i],
                   0.5 + i + 2);
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
