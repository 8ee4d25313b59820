// A program's own namespace may be called `acorn` (app::acorn here): the code Acorn generates in
// the program's namespaces names its runtime from the global namespace, so that lookup never finds
// the user's.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace app {
namespace acorn {
struct Config {
  int n = 1000;
};
} // namespace acorn

double total(const double *a, int n) {
  double s = 0;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

void scale(double *a, int n, double f) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    a[i] *= f;
  }
}
} // namespace app

int main() {
  app::acorn::Config c;
  double a[1000];
  for (int i = 0; i < c.n; ++i)
    a[i] = 1;
  app::scale(a, c.n, 2.0);
  double s = app::total(a, c.n);
  if (s != 2000.0) {
    std::fprintf(stderr, "FAIL: total %g, expected 2000\n", s);
    return 1;
  }
  std::printf("a user namespace named acorn: OK\n");
  return 0;
}
