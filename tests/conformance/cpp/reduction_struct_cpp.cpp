// 2.5.15 in C++: reductions on struct variables (each member reduced on its own) in a function
// template over the struct's member types, with min and +, and on a section of a C array member
// of no struct but a local array, with run-time bounds, inside a member function.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T, typename C> struct Summary {
  T total;
  T lowest;
  C count;
};

template <typename T, typename C> Summary<T, C> summarize(const T *v, int n) {
  Summary<T, C> sums{T(0), T(0), C(0)};
  Summary<T, C> mins{T(1000000), T(1000000), C(100)};
#pragma acc parallel loop copyin(v[0:n]) reduction(+:sums) reduction(min:mins)
  for (int i = 0; i < n; ++i) {
    sums.total += v[i];
    sums.count += 1;
    mins.lowest = v[i] < mins.lowest ? v[i] : mins.lowest;
    mins.count = C(i % 50) < mins.count ? C(i % 50) : mins.count;
  }
  return {sums.total, mins.lowest, C(sums.count + mins.count)};
}

class Histogram {
public:
  long bins[32] = {};
  void add(const int *keys, int n, int lo, int len) {
    long local[32] = {};
#pragma acc parallel loop copyin(keys[0:n]) reduction(+:local[lo:len])
    for (int i = 0; i < n; ++i)
      local[lo + keys[i] % len] += 1;
    for (int b = 0; b < 32; ++b)
      bins[b] += local[b];
  }
};

int main(int argc, char **) {
  const int n = 40000;
  int errors = 0;
  static double v[n];
  static int keys[n];
  for (int i = 0; i < n; ++i) {
    v[i] = (i % 100) + 5.0;
    keys[i] = (i * 31) % 97;
  }
  Summary<double, int> d = summarize<double, int>(v, n);
  if (d.total != 54.5 * n || d.lowest != 5.0 || d.count != n) {
    std::fprintf(stderr, "FAIL: summarize<double, int> = {%g, %g, %d}\n", d.total, d.lowest, d.count);
    ++errors;
  }
  Summary<double, long long> l = summarize<double, long long>(v, 1000);
  if (l.total != 54.5 * 1000 || l.lowest != 5.0 || l.count != 1000) {
    std::fprintf(stderr, "FAIL: summarize<double, long long> = {%g, %g, %lld}\n", l.total, l.lowest, l.count);
    ++errors;
  }
  Histogram h;
  int lo = 4 + (argc > 3), len = 17 + (argc > 5);
  h.add(keys, n, lo, len);
  long want[32] = {};
  for (int i = 0; i < n; ++i)
    want[lo + keys[i] % len] += 1;
  for (int b = 0; b < 32; ++b)
    if (h.bins[b] != want[b]) {
      std::fprintf(stderr, "FAIL: bins[%d] = %ld, expected %ld\n", b, h.bins[b], want[b]);
      ++errors;
    }
  return errors != 0;
}
