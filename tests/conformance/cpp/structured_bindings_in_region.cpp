// C++17 structured bindings declared outside a region and used in it: captured by value like
// variables (a pair's members, a struct's, and bindings of a range-for over a map).
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
#include <cstdio>
#include <map>
#include <utility>

struct Box {
  int count;
  double width;
};

int main() {
  std::pair<int, double> cfg{100, 3.0};
  auto [n, fac] = cfg;
  Box box{4, 0.5};
  const auto &[count, width] = box;
  static double a[100];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; ++i)
    a[i] = fac * i + count * width;
  std::map<int, double> scales{{1, 2.0}, {2, -1.0}};
  double total = 0;
  for (const auto &[key, scale] : scales) {
    double part = 0;
#pragma acc parallel loop reduction(+:part)
    for (int i = 0; i < key * 10; ++i)
      part += scale;
    total += part;
  }
  int errors = 0;
  for (int i = 0; i < 100; ++i)
    if (a[i] != 3.0 * i + 2.0)
      errors++;
  if (errors || total != 20.0 - 20.0) {
    std::printf("FAILED: %d %g\n", errors, total);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
