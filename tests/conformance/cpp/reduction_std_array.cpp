// 2.5.15 in C++: a std::array (a class whose one member is an array) and a class template holding
// an array member are composite variables, reduced member by member and element by element:
// a per-class tally in a std::array<long, 4> with +, the same in a function template over the
// element type, and a nested struct of std::arrays with max and min on the compute construct.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <array>
#include <cstdio>

template <typename T, int N> struct Tally {
  T counts[N];
  T weight;
};

struct Range {
  std::array<int, 3> hi;
  std::array<double, 2> lo;
};

template <typename T> Tally<T, 5> tally(const int *keys, int n) {
  Tally<T, 5> t{};
#pragma acc parallel loop copyin(keys[0:n]) reduction(+:t)
  for (int i = 0; i < n; ++i) {
    t.counts[keys[i] % 5] += T(1);
    t.weight += T(2);
  }
  return t;
}

int main() {
  const int n = 120000;
  static int keys[n];
  for (int i = 0; i < n; ++i)
    keys[i] = (i * 13) % 60;
  int errors = 0;

  std::array<long, 4> classes{};
  classes[2] = 7; // the starting value takes part
#pragma acc parallel loop copyin(keys[0:n]) reduction(+:classes)
  for (int i = 0; i < n; ++i)
    classes[keys[i] % 4] += 1;
  for (int c = 0; c < 4; ++c)
    if (classes[c] != n / 4 + (c == 2 ? 7 : 0)) {
      std::fprintf(stderr, "FAIL: classes[%d] = %ld\n", c, classes[c]);
      ++errors;
    }

  Tally<double, 5> d = tally<double>(keys, n);
  Tally<int, 5> k = tally<int>(keys, n);
  for (int c = 0; c < 5; ++c)
    if (d.counts[c] != n / 5 || k.counts[c] != n / 5) {
      std::fprintf(stderr, "FAIL: tally counts[%d] = %g, %d\n", c, d.counts[c], k.counts[c]);
      ++errors;
    }
  if (d.weight != 2.0 * n || k.weight != 2 * n) {
    std::fprintf(stderr, "FAIL: tally weight = %g, %d\n", d.weight, k.weight);
    ++errors;
  }

  Range hi{{-1, -1, -1}, {0, 0}};
  Range lo{{0, 0, 0}, {1e9, 1e9}};
#pragma acc parallel copyin(keys[0:n]) reduction(max:hi) reduction(min:lo)
  {
    // (The loop's lanes share their gang's copy: the loop reduces too, 2.5.15.)
#pragma acc loop reduction(max:hi) reduction(min:lo)
    for (int i = 0; i < n; ++i) {
      int c = i % 3;
      hi.hi[c] = keys[i] + c > hi.hi[c] ? keys[i] + c : hi.hi[c];
      double v = keys[i] + 0.5 * (i % 2);
      lo.lo[i % 2] = v < lo.lo[i % 2] ? v : lo.lo[i % 2];
    }
  }
  const int want_hi[3] = {57, 59, 61};
  for (int c = 0; c < 3; ++c)
    if (hi.hi[c] != want_hi[c]) {
      std::fprintf(stderr, "FAIL: hi.hi[%d] = %d, expected %d\n", c, hi.hi[c], want_hi[c]);
      ++errors;
    }
  if (lo.lo[0] != 0.0 || lo.lo[1] != 1.5) {
    std::fprintf(stderr, "FAIL: lo.lo = {%g, %g}, expected {0, 1.5}\n", lo.lo[0], lo.lo[1]);
    ++errors;
  }
  return errors != 0;
}
