// Arrays whose extents are template parameters (`T w[N]`, `T (&a)[N]`, `T (&g)[R][C]`) in compute
// constructs of function templates: firstprivate (2.5.14; each thread starts from the host's
// values, and its writes stay its own), copy of a reference to an array, and a reduction on a
// whole array of arrays (2.5.15). Each instantiation has arrays of constant size, as the host has.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T, int N> T weighted_sum(const T *x, int n) {
  T w[N];
  for (int k = 0; k < N; k++)
    w[k] = T(k + 1);
  T s = 0;
#pragma acc parallel loop firstprivate(w) reduction(+:s) copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    T weight = w[i % N];
    w[i % N] = T(-1000); // this thread's copy only
    s += weight * x[i];
    w[i % N] = weight;
  }
  return s + w[0]; // the host's w is unchanged
}

template <class T, int N> void scale(T (&a)[N], T factor) {
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++)
    a[i] *= factor;
}

template <class T, int R, int C> void count_into(const int *keys, int n, T (&grid)[R][C]) {
#pragma acc parallel loop reduction(+:grid) copyin(keys[0:n])
  for (int i = 0; i < n; i++)
    grid[keys[i] % R][keys[i] % C] += T(1);
}

int main() {
  int errors = 0;
  const int n = 1000;
  double x[n];
  int keys[n];
  for (int i = 0; i < n; i++) {
    x[i] = 1.0 + i % 3;
    keys[i] = (i * 31) % 101;
  }
  double want = 1.0;
  for (int i = 0; i < n; i++)
    want += (i % 4 + 1) * x[i];
  double got = weighted_sum<double, 4>(x, n);
  if (got != want) {
    std::printf("weighted_sum = %g, want %g\n", got, want);
    errors++;
  }
  float a[10];
  for (int i = 0; i < 10; i++)
    a[i] = float(i);
  scale(a, 2.5f);
  for (int i = 0; i < 10; i++)
    if (a[i] != 2.5f * i && errors++ < 5)
      std::printf("a[%d] = %g\n", i, a[i]);
  long grid[3][4] = {};
  count_into(keys, n, grid);
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++) {
      long w = 0;
      for (int i = 0; i < n; i++)
        w += keys[i] % 3 == r && keys[i] % 4 == c;
      if (grid[r][c] != w && errors++ < 5)
        std::printf("grid[%d][%d] = %ld, want %ld\n", r, c, grid[r][c], w);
    }
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
