// 2.6.2 in C++: scalars in data clauses of lexically containing data constructs are used through
// their device copies in the compute constructs inside (also in a member function).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Counter {
  long hits = 0;
  double weight = 0.0;
  void tally(const int *flags, int n) {
    long h = 0;
    double w = 0.0;
#pragma acc data copy(h, w) copyin(flags[0:n])
    {
#pragma acc parallel loop
      for (int i = 0; i < n; ++i)
        if (flags[i]) {
#pragma acc atomic update
          h += 1;
        }
#pragma acc serial
      w = 0.5 * h;
    }
    hits = h;
    weight = w;
  }
};

int main() {
  const int n = 999;
  static int flags[n];
  for (int i = 0; i < n; ++i)
    flags[i] = i % 3 == 0;
  Counter c;
  c.tally(flags, n);
  if (c.hits != 333 || c.weight != 166.5) {
    std::printf("FAILED: %ld %g\n", c.hits, c.weight);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
