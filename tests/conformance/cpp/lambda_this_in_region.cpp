// A lambda defined in a region of a member function that captures [this] (or [this, k]) and reads
// members, mapped by the construct or reached through the object's device copy. A lambda capturing
// [*this] (C++17) works on its own copy: changing it changes neither the object nor other lanes.
// RUN: %acorncxx -std=c++17 %s -o %t && %run-targets %t
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

struct Stepper {
  double w_ = 0.5;
  int n_ = 100;
  // Each iteration's lambda starts from a copy of the object with w_ == 0.5.
  void own_copies(double *out, int n) {
#pragma acc parallel loop copyout(out[0:n]) copyin(this[0:1])
    for (int i = 0; i < n; ++i) {
      auto bump = [*this](int k) mutable {
        w_ += k;
        return this->w_ + n_;
      };
      out[i] = bump(i);
    }
  }
};

int main() {
  Solver solver;
  double w = solver.weighted();
  double expected = 0.5 * 4950 + (4950 - 0);
  if (w != expected) {
    std::printf("FAILED: %g (expected %g)\n", w, expected);
    return 1;
  }
  Stepper stepper;
  double out[40];
  stepper.own_copies(out, 40);
  for (int i = 0; i < 40; ++i)
    if (out[i] != 0.5 + i + 100) {
      std::printf("FAILED: [*this] lambda %d: %g (expected %g)\n", i, out[i], 0.5 + i + 100);
      return 1;
    }
  if (stepper.w_ != 0.5) {
    std::printf("FAILED: the object changed: %g\n", stepper.w_);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
