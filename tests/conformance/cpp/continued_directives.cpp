// A directive continued over lines with backslash-newlines means what the one-line directive
// means, in C++ too, wherever the lines break: `present(*this)`, a `routine` before an
// `extern "C"` declaration or naming a member declared later, a member of a dependent base named
// after a using-declaration, device_type groups, reductions on array elements, pcreate.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine \
    seq
extern "C" double twice(double x);
extern "C" double twice(double x) { return 2.0 * x; }

constexpr int N = 64;

struct Grid {
  double v[N];
  int n = N;
#pragma acc routine( \
    third) seq
  double third(double x) const { return x / 3; }
  void fill() {
#pragma acc parallel loop \
    present( \
        *this)
    for (int i = 0; i < n; i++) v[i] = twice(i) + third(3 * i);
  }
};

template <typename T> struct Base {
  T *u_;
};
template <typename T> struct Derived : Base<T> {
  using Base<T>::u_;
  T sum() {
    T s = 0;
#pragma acc parallel loop copyin(u_[0: \
    N]) \
    reduction(+:s) device_type(host) seq \
    device_type(nvidia) gang vector
    for (int i = 0; i < N; i++) s += u_[i];
    return s;
  }
};

int main() {
  Grid g;
#pragma acc enter data copyin( \
    g)
  g.fill();
#pragma acc exit data copyout(g)
  int errors = g.v[10] != 30;

  Derived<double> d;
  double ones[N];
  d.u_ = ones;
  for (int i = 0; i < N; i++) d.u_[i] = 1;
  errors += d.sum() != N;

  double res[3] = {0, 0, 0}, c[N];
  int r = 1;
#pragma acc data pcopy(res) \
    pcopyout(c)
  {
#pragma acc parallel loop \
    reduction(+:res[r]) \
    pcreate(c)
    for (int i = 0; i < N; i++) {
      res[r] += 1;
      c[i] = i;
    }
  }
  errors += res[1] != N || c[N - 1] != N - 1;
  if (errors) {
    std::printf("FAILED: %d (v[10] = %g, res[1] = %g, c = %g)\n", errors, g.v[10], res[1], c[N - 1]);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
