// 2.5.2 in C++: a member function's kernels region that declares its coefficients and a counter at
// the top; each loop nest is still its own launch and the counter carries its value from the
// loop that counts to the statement and the loop after it. In a class template.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

template <typename T> class Smoother {
public:
  explicit Smoother(int n) : n_(n), in_(n), out_(n) {
    for (int i = 0; i < n; i++)
      in_[i] = T(i % 10);
  }
  int run() {
    const T *in = in_.data();
    T *out = out_.data();
    int n = n_;
    int flagged = 0;
#pragma acc kernels copyin(in[0 : n]) copyout(out[0 : n]) copy(flagged)
    {
      const T w = T(0.25), centre = T(1) - 2 * w;
      int big = 0;
      for (int i = 1; i < n - 1; i++)
        out[i] = w * in[i - 1] + centre * in[i] + w * in[i + 1];
      for (int i = 1; i < n - 1; i++)
        if (in[i] > T(7))
          big++;
      flagged = big;
    }
    return flagged;
  }
  int check(int flagged) const {
    int errors = 0, big = 0;
    for (int i = 1; i < n_ - 1; i++) {
      T want = T(0.25) * in_[i - 1] + T(0.5) * in_[i] + T(0.25) * in_[i + 1];
      big += in_[i] > T(7);
      if (std::fabs(double(out_[i] - want)) > 1e-6) {
        std::fprintf(stderr, "FAIL: %d: %g, want %g\n", i, double(out_[i]), double(want));
        return 1;
      }
    }
    if (flagged != big) {
      std::fprintf(stderr, "FAIL: flagged %d, want %d\n", flagged, big);
      errors++;
    }
    return errors;
  }

private:
  int n_;
  std::vector<T> in_, out_;
};

int main() {
  Smoother<double> d(5000);
  Smoother<float> f(777);
  int errors = d.check(d.run()) + f.check(f.run());
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
