// A pointer member of a dependent base named in a data clause after `using Base<T>::u_;`, as
// `copy(this->u_[0:this->n_])` or `copy(u_[0:n_])` (GCC takes both; Clang 22 rejects the
// using-declared name, ClausePatches writes it `this->Base<T>::u_`), and in update and present.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> struct Base {
  T *u_;
  int n_;
};

template <typename T> struct Der : Base<T> {
  using Base<T>::u_;
  using Base<T>::n_;
  void scale(T s) {
#pragma acc parallel loop copy(this->u_[0:this->n_])
    for (int i = 0; i < n_; ++i)
      u_[i] *= s;
  }
  void shift(T s) {
#pragma acc data copy(u_[0:n_])
    {
#pragma acc parallel loop present(u_[0:n_])
      for (int i = 0; i < n_; ++i)
        u_[i] += s;
#pragma acc update self(u_[0:n_])
    }
  }
};

int main() {
  double a[10];
  for (int i = 0; i < 10; ++i)
    a[i] = i;
  Der<double> d;
  d.u_ = a;
  d.n_ = 10;
  d.scale(2.0);
  d.shift(1.0);
  int errors = 0;
  for (int i = 0; i < 10; ++i)
    if (a[i] != 2.0 * i + 1.0 && ++errors)
      std::fprintf(stderr, "FAIL: a[%d] = %g, expected %g\n", i, a[i], 2.0 * i + 1.0);
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}
