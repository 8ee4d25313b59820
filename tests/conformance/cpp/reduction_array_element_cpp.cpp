// 2.5.15 (3.3): an array element as a reduction variable, in a function template: only that
// element is reduced (like the section counts[2:1]); the others keep their values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> static bool run(const char *name) {
  const int n = 30000;
  T counts[4] = {T(1), T(2), T(3), T(4)};
#pragma acc parallel loop reduction(+:counts[2])
  for (int i = 0; i < n; ++i)
    counts[2] += T(i % 3);
  T want = T(3);
  for (int i = 0; i < n; ++i)
    want += T(i % 3);
  if (counts[0] != T(1) || counts[1] != T(2) || counts[2] != want || counts[3] != T(4)) {
    std::fprintf(stderr, "FAIL: %s counts[2] = %g, expected %g\n", name, double(counts[2]), double(want));
    return false;
  }
  return true;
}

int main() {
  if (!run<int>("int") || !run<double>("double") || !run<unsigned long long>("unsigned long long"))
    return 1;
  std::printf("reduction_array_element_cpp: OK\n");
  return 0;
}
