// std::swap in a region under C++17, where the library does not declare it for the device
// (C++20 makes it constexpr): the region compiles for the GPU and swaps.
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
#include <cstdio>
#include <utility>

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
  int errors = 0;
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
