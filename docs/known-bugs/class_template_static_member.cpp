#include <cstdio>
template <typename T> struct P {
  static T table[4];
  static T factor;
  T *a_; int n_;
  void run() {
    #pragma acc parallel loop copy(a_[0:n_])
    for (int i = 0; i < n_; ++i) a_[i] = table[i & 3] + factor;
  }
};
template <typename T> T P<T>::table[4] = {1, 2, 3, 4};
template <typename T> T P<T>::factor = 10;
int main() {
  double a[50]; P<double> p{a, 50}; p.run();
  bool ok = true; for (int i = 0; i < 50; ++i) ok &= a[i] == (i & 3) + 11;
  std::printf("%s %g\n", ok ? "PASS" : "FAIL", a[5]); return ok ? 0 : 1;
}
