// 2.12 atomic in C++: a function template sums with atomic update and hands out slots with atomic
// capture, instantiated for int and double.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> T count_over(const T *a, int n, T threshold, int *slots) {
  T total = 0;
  int next = 0;
#pragma acc parallel loop copyin(a[0:n]) copy(total, next) copyout(slots[0:n])
  for (int i = 0; i < n; ++i) {
    if (a[i] > threshold) {
#pragma acc atomic update
      total += a[i];
      int slot;
#pragma acc atomic capture
      slot = next++;
      slots[slot] = i;
    }
  }
  return total;
}

int main() {
  const int n = 10000;
  std::vector<int> ai(n);
  std::vector<double> ad(n);
  for (int i = 0; i < n; ++i) {
    ai[i] = i % 100;
    ad[i] = (i % 100) * 0.5;
  }
  std::vector<int> slots(n, -1);
  int errors = 0;
  int ti = count_over(ai.data(), n, 49, slots.data());
  long expect_i = 0;
  for (int i = 0; i < n; ++i)
    if (ai[i] > 49)
      expect_i += ai[i];
  if (ti != expect_i) {
    std::fprintf(stderr, "FAIL: int total %d, expected %ld\n", ti, expect_i);
    ++errors;
  }
  std::vector<int> hit(n, 0);
  for (int k = 0; k < n / 2; ++k) {
    int i = slots[k];
    if (i < 0 || i >= n || ai[i] <= 49 || hit[i]++) {
      std::fprintf(stderr, "FAIL: slot %d holds %d\n", k, i);
      ++errors;
      break;
    }
  }
  double td = count_over(ad.data(), n, 24.5, slots.data());
  double expect_d = 0;
  for (int i = 0; i < n; ++i)
    if (ad[i] > 24.5)
      expect_d += ad[i];
  if (td != expect_d) {
    std::fprintf(stderr, "FAIL: double total %g, expected %g\n", td, expect_d);
    ++errors;
  }
  return errors != 0;
}
