// A lambda defined in a region of a member function that captures [this] (or [this, k]) and reads
// members, mapped by the construct or reached through the object's device copy.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

class Solver {
public:
  Solver() : d_(new double[100]) {
    for (int i = 0; i < 100; ++i)
      d_[i] = i;
  }
  ~Solver() { delete[] d_; }
  double weighted() {
    double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(this[0:1], d_[0:n_])
    for (int i = 0; i < n_; ++i) {
      auto get = [this](int k) { return d_[k] * w_; };
      int shift = 1;
      auto next = [this, shift](int k) { return k + shift < n_ ? d_[k + shift] : 0.0; };
      s += get(i) + next(i);
    }
    return s;
  }

private:
  int n_ = 100;
  double *d_;
  double w_ = 0.5;
};

int main() {
  Solver solver;
  double w = solver.weighted();
  double expected = 0.5 * 4950 + (4950 - 0);
  if (w != expected) {
    std::printf("FAILED: %g (expected %g)\n", w, expected);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
