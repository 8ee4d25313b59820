// C++ twin of c/shutdown_drops_mappings.c: after acc_shutdown or the shutdown directive, data
// mapped before (a std::vector's elements, a class member's array) is absent, so a copy clause
// copies it in and back again (3.2.8, 2.14.2).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>
#include <vector>

namespace {
int errors = 0;

void expect(const char *what, double got, double want) {
  if (got != want) {
    std::fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

template <class T> void bump(T *p, int n) {
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] += 1;
}
} // namespace

int main() {
  std::vector<double> v(100);
  for (int i = 0; i < 100; ++i)
    v[i] = i;
  double *p = v.data();
  acc_copyin(p, v.size() * sizeof(double));
  acc_shutdown(acc_get_device_type());
  acc_init(acc_get_device_type());
  bump(p, 100);
  expect("v[10] after acc_shutdown", v[10], 11);

#pragma acc enter data copyin(p[0:100])
#pragma acc shutdown
  acc_init(acc_get_device_type());
  bump(p, 100);
  expect("v[10] after the shutdown directive", v[10], 12);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
