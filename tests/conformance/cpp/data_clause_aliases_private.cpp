// 2.7.8: pcreate is create on every construct also in a file that holds firstprivate clauses (and
// on the same directive as one), in C++: the region writes the present data, while each
// firstprivate item (2.5.14, an array of arrays too) is a copy whose writes stay in the region.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 16;

template <typename T> struct Grid {
  T c[N], d[N];
  void fill(T s) {
    T m[2][2] = {{1, 2}, {3, 4}};
#pragma acc parallel loop firstprivate(m, s) pcreate(c)
    for (int i = 0; i < N; i++) {
      m[i % 2][1] += 100;
      c[i] = s * i + m[0][0] - 1;
    }
#pragma acc kernels pcreate(d)
    for (int i = 0; i < N; i++) d[i] = (s + 1) * i;
    if (m[0][1] != 2)
      c[0] = -100;
  }
};

int main() {
  Grid<double> g;
  for (int i = 0; i < N; i++)
    g.c[i] = g.d[i] = -1;
#pragma acc data copy(g)
  g.fill(2);
  int errors = 0;
  for (int i = 0; i < N; i++)
    errors += g.c[i] != 2.0 * i || g.d[i] != 3.0 * i;
  if (errors) {
    std::printf("FAILED: %d (c[0] = %g, c[1] = %g, d[1] = %g)\n", errors, g.c[0], g.c[1], g.d[1]);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
