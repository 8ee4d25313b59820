// 2.10 (C++): a cache directive in a loop outside any compute region (a loop the host runs) has nothing
// to cache: it is ignored with a warning (tests/lit/diagnostics/cache_host_loop.c), as GCC and
// NVHPC ignore it, and the loop runs as written.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 100

static void smooth(const double *a, double *b, int n) {
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i - 1:3])
    b[i] = a[i - 1] + a[i + 1];
  }
}

int main(void) {
  double a[N], b[N] = {0}, c[N] = {0};
  for (int i = 0; i < N; i++)
    a[i] = i;
  for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i - 1:3])
    b[i] = a[i - 1] + a[i + 1];
  }
  smooth(a, c, N);
  for (int i = 1; i < N - 1; i++)
    if (b[i] != 2.0 * i || c[i] != 2.0 * i) {
      fprintf(stderr, "FAIL: b[%d] = %g, c[%d] = %g, expected %g\n", i, b[i], i, c[i], 2.0 * i);
      return 1;
    }
  return 0;
}
