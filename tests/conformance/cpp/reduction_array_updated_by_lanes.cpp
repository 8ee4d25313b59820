// 2.5.15: a compute construct's reduction on a std::array or a class with array members, updated in
// a vector loop inside the region without the loop's own reduction clause (the lanes would share
// their gang's copy): the loop reduces it implicitly with the construct's operator, in a function
// template too.
// RUN: %acorncxx -Minfo=accel %s -o %t 2>&1 | FileCheck %s
// RUN: %run-targets %t
// CHECK: :[[@LINE+21]]:7: remark: loop scheduled as vector, implicit reduction on 'counts'
// CHECK: :[[@LINE+40]]:5: remark: loop scheduled as gang, vector, implicit reduction on 'range'
#include <array>
#include <cstdio>
#include <vector>

struct Range {
  double lo[2];
  double hi[2];
};

template <typename T, std::size_t K>
std::array<T, K> classify(const std::vector<int> &keys) {
  const int *k = keys.data();
  const int n = static_cast<int>(keys.size());
  std::array<T, K> counts{};
#pragma acc parallel copyin(k[0:n]) reduction(+:counts)
  {
#pragma acc loop gang
    for (int b = 0; b < n / 64; ++b) {
#pragma acc loop vector
      for (int j = 0; j < 64; ++j)
        counts[k[b * 64 + j] % K] += T(1);
    }
  }
  return counts;
}

int main() {
  const int n = 64 * 500;
  std::vector<int> keys(n);
  for (int i = 0; i < n; ++i)
    keys[i] = (i * 11 + i / 7) % 101;
  const int *k = keys.data();

  std::array<long, 6> counts = classify<long, 6>(keys);

  Range range = {{1e30, 1e30}, {-1e30, -1e30}};
#pragma acc parallel copyin(k[0:n]) reduction(min:range)
  {
#pragma acc loop gang vector
    for (int i = 0; i < n; ++i) {
      double v = k[i] + 0.25 * (i % 4);
      range.lo[i % 2] = v < range.lo[i % 2] ? v : range.lo[i % 2];
      range.hi[i % 2] = v < range.hi[i % 2] ? v : range.hi[i % 2];
    }
  }

  int errors = 0;
  std::array<long, 6> expect{};
  double lo[2] = {1e30, 1e30}, hi[2] = {-1e30, -1e30};
  for (int i = 0; i < n; ++i) {
    expect[keys[i] % 6] += 1;
    double v = keys[i] + 0.25 * (i % 4);
    lo[i % 2] = v < lo[i % 2] ? v : lo[i % 2];
    // min combines hi too: the starting -1e30 stays the smallest.
  }
  for (int c = 0; c < 6; ++c)
    if (counts[c] != expect[c]) {
      std::fprintf(stderr, "FAIL: counts[%d] = %ld, expected %ld\n", c, counts[c], expect[c]);
      ++errors;
    }
  for (int c = 0; c < 2; ++c)
    if (range.lo[c] != lo[c] || range.hi[c] != hi[c]) {
      std::fprintf(stderr, "FAIL: range %d = [%g, %g], expected [%g, %g]\n", c, range.lo[c], range.hi[c], lo[c],
                   hi[c]);
      ++errors;
    }
  if (errors)
    return 1;
  std::puts("PASS");
  return 0;
}
