// A class template's static data members (an array and a scalar) used in a region of its own
// member function: each instantiation's members are captured like other static members (the
// array copied in, the scalar firstprivate), named by the class's injected name.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> class Stencil {
public:
  Stencil(T *a, int n) : a_(a), n_(n) {}
  void apply() {
#pragma acc parallel loop copy(a_[0:n_])
    for (int i = 0; i < n_; ++i)
      a_[i] = weights[i & 3] * a_[i] + bias + Stencil<T>::bias + this->bias;
  }
  static T weights[4];
  static T bias;

private:
  T *a_;
  int n_;
};

template <typename T> T Stencil<T>::weights[4] = {1, 2, 3, 4};
template <typename T> T Stencil<T>::bias = 10;
template <> float Stencil<float>::bias = 1;

int main() {
  double a[50];
  float f[50];
  for (int i = 0; i < 50; ++i)
    a[i] = f[i] = 1;
  Stencil<double>(a, 50).apply();
  Stencil<float>(f, 50).apply();
  for (int i = 0; i < 50; ++i)
    if (a[i] != (i & 3) + 1 + 30.0 || f[i] != (i & 3) + 1 + 3.0f) {
      printf("FAILED: a[%d] = %g, f[%d] = %g\n", i, a[i], i, f[i]);
      return 1;
    }
  printf("PASSED\n");
  return 0;
}
