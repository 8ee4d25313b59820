// std::swap in a region under C++17, where the library does not declare it for the device
// (C++20 makes it constexpr): the region compiles for the GPU and swaps. Host code of the same file
// still swaps classes with their own moves (vectors, strings, unique_ptr) in templates.
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

template <class T> bool host_swaps(T a, T b) {
  std::vector<T> u(3, a), v(5, b);
  std::string s("left"), t("right");
  std::unique_ptr<T> p(new T(a)), q(new T(b));
  std::swap(u, v);
  std::swap(s, t);
  std::swap(p, q);
  return u.size() == 5 && u[0] == b && v[0] == a && s == "right" && t == "left" && *p == b && *q == a;
}

int main() {
  double lo[100], hi[100];
  int pairs[100][2];
  for (int i = 0; i < 100; ++i) {
    lo[i] = 100 - i;
    hi[i] = i;
    pairs[i][0] = i;
    pairs[i][1] = -i;
  }
#pragma acc parallel loop copy(lo, hi, pairs)
  for (int i = 0; i < 100; ++i) {
    if (lo[i] > hi[i])
      std::swap(lo[i], hi[i]);
    int *p = pairs[i], *q = pairs[i] + 1;
    std::swap(*p, *q);
  }
  int errors = host_swaps(1.5, 2.5) ? 0 : 1;
  for (int i = 0; i < 100; ++i)
    if (lo[i] > hi[i] || pairs[i][0] != -i || pairs[i][1] != i)
      errors++;
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
