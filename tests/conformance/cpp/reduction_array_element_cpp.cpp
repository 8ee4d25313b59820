// 2.5.15 (3.3): an array element as a reduction variable, in a function template: only that
// element is reduced (like the section counts[2:1]); the others keep their values. The subscript may
// be a run-time value, and the array a std::vector's data.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

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

// One total per bucket of a std::vector, each reduced by a region of its own.
template <class T> static bool per_bucket(const char *name) {
  std::vector<T> totals(5, T(0));
  T *t = totals.data();
  for (int b = 0; b < 5; ++b) {
#pragma acc parallel loop reduction(+:t[b])
    for (int i = 0; i < 1000; ++i)
      t[b] += T(i % (b + 1));
  }
  for (int b = 0; b < 5; ++b) {
    T want = T(0);
    for (int i = 0; i < 1000; ++i)
      want += T(i % (b + 1));
    if (totals[b] != want) {
      std::fprintf(stderr, "FAIL: %s totals[%d] = %g, expected %g\n", name, b, double(totals[b]), double(want));
      return false;
    }
  }
  return true;
}

int main() {
  if (!run<int>("int") || !run<double>("double") || !run<unsigned long long>("unsigned long long"))
    return 1;
  if (!per_bucket<long>("long") || !per_bucket<float>("float"))
    return 1;
  std::printf("reduction_array_element_cpp: OK\n");
  return 0;
}
