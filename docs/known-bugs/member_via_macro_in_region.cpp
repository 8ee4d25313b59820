#include <cstdio>
#define AT(i) a_[(i) * stride_]
struct Strided {
  double *a_; int n_, stride_;
  void twice() {
    #pragma acc parallel loop copy(a_[0:n_ * stride_])
    for (int i = 0; i < n_; ++i) AT(i) *= 2;
  }
};
int main() {
  double a[20]; for (int i = 0; i < 20; ++i) a[i] = i;
  Strided s{a, 10, 2}; s.twice();
  bool ok = a[18] == 36 && a[19] == 19;
  std::printf("%s\n", ok ? "PASS" : "FAIL"); return ok ? 0 : 1;
}
