// 2.5.15 in C++: a template accumulates weighted counts into a std::vector's data with a
// reduction on a section whose length is the vector's size (known at run time only), for int and
// double, on a gang-vector loop; and a worker loop nested in a gang loop reduces a min section.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> std::vector<T> weighted_counts(const std::vector<int> &keys, int bins, T weight) {
  std::vector<T> counts(bins, T(0));
  T *c = counts.data();
  const int *k = keys.data();
  int n = static_cast<int>(keys.size());
#pragma acc parallel loop reduction(+:c[0:bins]) copyin(k[0:n])
  for (int i = 0; i < n; i++)
    c[k[i] % bins] += weight;
  return counts;
}

int main() {
  std::vector<int> keys(100000);
  for (std::size_t i = 0; i < keys.size(); i++)
    keys[i] = static_cast<int>((i * 2654435761u) % 977);
  int bins = static_cast<int>(keys.size() % 23) + 11;
  std::vector<int> ci = weighted_counts(keys, bins, 3);
  std::vector<double> cd = weighted_counts(keys, bins, 0.5);
  std::vector<int> want(bins, 0);
  for (int k : keys)
    want[k % bins] += 1;
  int errors = 0;
  for (int b = 0; b < bins; b++)
    if ((ci[b] != 3 * want[b] || cd[b] != 0.5 * want[b]) && errors++ < 5)
      std::fprintf(stderr, "FAIL: bin %d: %d and %g, expected %d\n", b, ci[b], cd[b], want[b]);

  std::vector<int> low(bins, 1 << 30);
  int *lo = low.data();
  const int *kp = keys.data();
#pragma acc parallel loop gang reduction(min:lo[0:bins]) copyin(kp[0:100000])
  for (int r = 0; r < 100; r++) {
#pragma acc loop worker reduction(min:lo[0:bins])
    for (int c = 0; c < 1000; c++) {
      int key = kp[r * 1000 + c];
      if (key < lo[key % bins])
        lo[key % bins] = key;
    }
  }
  for (int b = 0; b < bins; b++) {
    int w = 1 << 30;
    for (int k : keys)
      if (k % bins == b && k < w)
        w = k;
    if (low[b] != w && errors++ < 5)
      std::fprintf(stderr, "FAIL: min of bin %d is %d, expected %d\n", b, low[b], w);
  }
  if (errors)
    return 1;
  std::printf("reductions on run-time sections (C++): OK\n");
  return 0;
}
