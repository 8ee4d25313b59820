#include <cstdio>
template <typename T> struct Base { T *u_; int n_; };
template <typename T> struct Der : Base<T> {
  using Base<T>::u_; using Base<T>::n_;
  void scale(T s) {
    #pragma acc parallel loop copy(this->u_[0:this->n_])
    for (int i = 0; i < n_; ++i) u_[i] *= s;
  }
};
int main() {
  double a[10]; for (int i = 0; i < 10; ++i) a[i] = i;
  Der<double> d; d.u_ = a; d.n_ = 10; d.scale(2.0);
  bool ok = a[9] == 18.0;
  std::printf("%s\n", ok ? "PASS" : "FAIL"); return ok ? 0 : 1;
}
