// 2.10 cache in C++: a lookup table shared by the iterations of a loop is staged in shared memory
// by each gang (with elements outside the section read from the array), a window that moves with
// the iterations is read where it is, and a class's member function uses both. The results are
// those of the loops without the directives.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

constexpr int kTable = 512;

class Interpolator {
public:
  explicit Interpolator(int n) : n_(n), out_(n), smooth_(n) {
    for (int t = 0; t < kTable; ++t)
      table_[t] = 0.5 * t - 100.0;
  }

  void run(const int *keys) {
    const double *table = table_;
    double *out = out_.data(), *smooth = smooth_.data();
    int n = n_;
#pragma acc parallel loop copyin(table[0:kTable], keys[0:n]) copyout(out[0:n])
    for (int i = 0; i < n; ++i) {
#pragma acc cache(table[64:256])
      int k = keys[i];
      out[i] = table[k % kTable] + 2.0 * table[(k / 7) % kTable];
    }
#pragma acc parallel loop copyin(out[0:n]) copyout(smooth[1:n-2])
    for (int i = 1; i < n - 1; ++i) {
#pragma acc cache(out[i-1:3])
      smooth[i] = (out[i - 1] + out[i] + out[i + 1]) / 3.0;
    }
  }

  int check(const int *keys) const {
    int errors = 0;
    for (int i = 0; i < n_; ++i)
      if (out_[i] != table_[keys[i] % kTable] + 2.0 * table_[(keys[i] / 7) % kTable])
        ++errors;
    for (int i = 1; i < n_ - 1; ++i)
      if (smooth_[i] != (out_[i - 1] + out_[i] + out_[i + 1]) / 3.0)
        ++errors;
    return errors;
  }

private:
  int n_;
  double table_[kTable];
  std::vector<double> out_, smooth_;
};

int main() {
  const int n = 40000;
  std::vector<int> keys(n);
  for (int i = 0; i < n; ++i)
    keys[i] = (i * 7919 + 13) % 100003;
  Interpolator interp(n);
  interp.run(keys.data());
  int errors = interp.check(keys.data());
  if (errors) {
    std::printf("FAILED: %d\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
