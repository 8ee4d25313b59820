// firstprivate (2.5.14) of objects with more pointer fields than the compiler lists one by one (70
// rows of a table, an array of 40 views of two pointers): the lowered code lists them at run time,
// and every one of the region's copy that points into data an enclosing data construct mapped
// holds the device address, also in a copy the region makes of it: the writes through them reach
// the device copy, which is copied out.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Table {
  double *rows[70];
};

struct View {
  double *p, *q;
  int n;
};

int main() {
  constexpr int R = 70, N = 64;
  double *data = new double[R * N];
  for (int i = 0; i < R * N; ++i)
    data[i] = i;
  Table t;
  for (int r = 0; r < R; ++r)
    t.rows[r] = data + r * N;
  View views[40];
  for (int v = 0; v < 40; ++v)
    views[v] = {data + v * N, data + v * N + 1, N};
  double *sums = new double[R];
  double *firsts = new double[40];
  int fails = 0;
#pragma acc data copy(data[0:R * N]) copyout(sums[0:R], firsts[0:40])
  {
#pragma acc parallel loop firstprivate(t)
    for (int r = 0; r < R; ++r) {
      Table copy = t;
      double s = 0;
      for (int i = 0; i < N; ++i)
        s += copy.rows[r][i]++;
      sums[r] = s;
    }
#pragma acc parallel loop firstprivate(views)
    for (int v = 0; v < 40; ++v)
      firsts[v] = views[v].p[1] + *views[v].q + views[v].n; // (vN + 2) * 2 + N
  }
  for (int r = 0; r < R; ++r) {
    double want = N * (double)r * N + N * (N - 1) / 2.0;
    if (sums[r] != want && fails++ < 5)
      std::fprintf(stderr, "FAIL: sums[%d]=%g (want %g)\n", r, sums[r], want);
  }
  for (int v = 0; v < 40; ++v)
    if (firsts[v] != 2.0 * (v * N + 2.0) + N && fails++ < 5)
      std::fprintf(stderr, "FAIL: firsts[%d]=%g (want %g)\n", v, firsts[v], 2.0 * (v * N + 2.0) + N);
  for (int i = 0; i < R * N; ++i)
    if (data[i] != i + 1.0 && fails++ < 5)
      std::fprintf(stderr, "FAIL: data[%d]=%g (want %g)\n", i, data[i], i + 1.0);
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  delete[] data;
  delete[] sums;
  delete[] firsts;
  return fails != 0;
}
