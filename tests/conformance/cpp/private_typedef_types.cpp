// Private copies and loop variables whose types are written through typedefs of classes and
// namespaces (Grid::index, Solver::real), deduced by auto from such a member, or are classes of
// anonymous, inline and function scopes: the region declares them by what the types name.
// RUN: %acorncxx %s -o %t
// RUN: %run-targets %t
#include <cstdio>

namespace mesh {
struct Grid {
  using index = int;
  using real = double;
  index n = 48;
};
} // namespace mesh

namespace {
struct Pair {
  double x, y;
};
} // namespace

namespace lib {
inline namespace v1 {
struct Counter {
  int k;
};
} // namespace v1
} // namespace lib

int main() {
  mesh::Grid g;
  double a[64] = {0};
  mesh::Grid::real t;
  Pair p;
  lib::Counter c;
  struct Local {
    int w;
  } l;
#pragma acc parallel loop copy(a) private(t, p, c, l)
  for (auto j = g.n - g.n; j < g.n; ++j) {
    t = 2.0 * j;
    p.x = t;
    p.y = 1.0;
    c.k = 2;
    l.w = 3;
    a[j] = p.x + p.y + c.k + l.w;
  }
  int errors = 0;
  for (int i = 0; i < 64; ++i)
    if (a[i] != (i < 48 ? 2.0 * i + 6.0 : 0.0))
      ++errors;
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
