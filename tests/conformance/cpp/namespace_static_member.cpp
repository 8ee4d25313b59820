// Directives in C++ functions inside a namespace and in a static member function; a scalar
// parameter is firstprivate implicitly, a local array of known extent is implicitly copied.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace acorn_test {
namespace detail {
void offset(int *a, int n, int by) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += by;
}
} // namespace detail

struct Ops {
  static void negate(int *a, int n) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = -a[i];
  }
};
} // namespace acorn_test

int main() {
  int a[1200];
  for (int i = 0; i < 1200; ++i)
    a[i] = i;
  acorn_test::detail::offset(a, 1200, 5);
  acorn_test::Ops::negate(a, 1200);
  int local[64];
  for (int i = 0; i < 64; ++i)
    local[i] = 1;
#pragma acc parallel loop
  for (int i = 0; i < 64; ++i)
    local[i] = local[i] + i;
  int errors = 0;
  for (int i = 0; i < 1200; ++i)
    if (a[i] != -(i + 5)) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: namespace/static member a[%d] = %d, expected %d\n", i, a[i], -(i + 5));
      ++errors;
    }
  for (int i = 0; i < 64; ++i)
    if (local[i] != 1 + i) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: implicit copy of local array local[%d] = %d\n", i, local[i]);
      ++errors;
    }
  return errors != 0;
}
