// 2.5.14 and 2.12 in C++: a firstprivate scalar is one copy per gang, which the gang's lanes update
// atomically (a per-gang tally in a function template, of several types); the original keeps its
// value. A member function's local counter without a data clause (implicitly firstprivate) too.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> int tally(int gangs, int n) {
  T count = T(3);
  T seen[16];
#pragma acc parallel num_gangs(gangs) vector_length(32) firstprivate(count) copyout(seen[0 : gangs])
  {
#pragma acc loop vector
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
      count += T(2);
    }
#pragma acc loop gang
    for (int g = 0; g < gangs; g++)
      seen[g] = count;
  }
  int errors = count != T(3);
  for (int g = 0; g < gangs; g++)
    if (seen[g] != T(3 + 2 * n)) {
      std::fprintf(stderr, "FAIL: gang %d: %g, want %d\n", g, double(seen[g]), 3 + 2 * n);
      errors++;
    }
  return errors;
}

struct Counter {
  int n;
  int run() const {
    int hits = 0;
#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
      hits++;
    }
    return hits;
  }
};

int main() {
  int errors = tally<int>(8, 200) + tally<long long>(5, 77) + tally<double>(16, 64);
  if (Counter{500}.run() != 0) {
    std::fprintf(stderr, "FAIL: the original of an implicitly firstprivate counter changed\n");
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
