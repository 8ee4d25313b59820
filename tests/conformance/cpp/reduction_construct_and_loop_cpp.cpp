// 2.5.15 and 2.9.11 in C++: a reduction on the parallel construct and loop reductions of the same
// variables inside it, in a function template over a std::vector, combine into one result.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <typename T> void stats(const std::vector<T> &v, T &sum, long &above) {
  const T *p = v.data();
  int n = static_cast<int>(v.size());
#pragma acc parallel num_gangs(16) reduction(+:sum, above) copyin(p[0:n])
  {
#pragma acc loop gang vector reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += p[i];
#pragma acc loop gang vector reduction(+:above)
    for (int i = 0; i < n; ++i)
      above += p[i] > T(4);
  }
}

int main() {
  std::vector<int> v(50000);
  for (int i = 0; i < 50000; ++i)
    v[i] = i % 9;
  int sum = 7;
  long above = 0;
  stats(v, sum, above);
  int esum = 7;
  long eabove = 0;
  for (int x : v) {
    esum += x;
    eabove += x > 4;
  }
  if (sum != esum || above != eabove) {
    std::printf("FAILED: sum %d (%d) above %ld (%ld)\n", sum, esum, above, eabove);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
