// 2.12 atomics on variables only the executing thread has (2.5.13-14, 2.6.1), in C++: a firstprivate
// member copy updated in a gang's vector-single code beside a vector loop, a captured scalar, a local
// of a routine seq function template counted up, an element of a loop-private std::array-like
// struct. They race with no other thread, so they behave as the plain statements; each thread's
// values are checked through what it stores.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int G = 8, N = 64;

#pragma acc routine seq
template <class T> int count_positive(const T *v, int n) {
  int count = 0;
  for (int i = 0; i < n; i++)
    if (v[i] > 0) {
#pragma acc atomic update
      count++;
    }
  return count;
}

struct Bins {
  int b[4];
};

int main() {
  static double out[G][N] = {};
  int last = 0, firsts[G], counts[G], captured[G], hist[G];

#pragma acc parallel loop gang firstprivate(last) copy(out) copyout(firsts, counts, captured, hist)
  for (int g = 0; g < G; g++) {
#pragma acc loop vector
    for (int k = 0; k < N; k++)
      out[g][k] = (k % 3) - 1.0 + g;
#pragma acc atomic write
    last = g;
#pragma acc atomic update
    last += 100;
    int seen;
#pragma acc atomic capture
    seen = last++;
    firsts[g] = seen;
    counts[g] = count_positive(out[g], N);
    Bins bins{};
#pragma acc loop seq private(bins)
    for (int k = 0; k < 4; k++) {
      bins.b[k] = 0;
#pragma acc atomic update
      bins.b[k] += k * g;
      hist[g] = bins.b[k];
    }
    int next;
#pragma acc atomic read
    next = last;
    captured[g] = next;
  }

  int errors = 0;
  for (int g = 0; g < G; g++) {
    int positive = 0;
    for (int k = 0; k < N; k++)
      positive += (k % 3) - 1.0 + g > 0;
    errors += firsts[g] != g + 100;
    errors += captured[g] != g + 101;
    errors += counts[g] != positive;
    errors += hist[g] != 3 * g;
  }
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
