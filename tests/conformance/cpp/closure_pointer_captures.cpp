// Lambdas and functors holding pointers to data that `enter data` or a data construct mapped, copied
// whole into a region (the forall style of RAJA and Kokkos-like codes): their pointer fields (a
// lambda's captures, also inside a captured struct; a functor's members, private ones too) are
// attached for the construct as the region's own pointer members are, so the device copy reaches
// the device data (a host address there is what the emulated device reports, and what a GPU
// faults on). Also a view of a template's parameter type reached through its subscript operator,
// and a lambda held in a variable of a non-template function.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class F> void forall(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}

struct Saxpy {
  double a;
  const double *x;
  double *y;
  void operator()(int i) const { y[i] += a * x[i]; }
};

class Scale {
  double *v_;
  double by_;

public:
  Scale(double *v, double by) : v_(v), by_(by) {}
  void operator()(int i) const { v_[i] *= by_; }
};

struct View {
  int n;
  double *p;
  double &operator[](int i) const { return p[i]; }
};

template <class V> void add_one(V v, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    v[i] += 1.0;
}

static int check(const char *what, const double *a, int n, double mul, double add) {
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != mul * i + add) {
      if (fails++ < 3)
        std::printf("%s: [%d] = %g, expected %g\n", what, i, a[i], mul * i + add);
    }
  return fails;
}

int main() {
  const int n = 500;
  double *x = new double[n], *y = new double[n], *z = new double[n];
  for (int i = 0; i < n; i++) {
    x[i] = i;
    y[i] = 1;
    z[i] = i;
  }
  int fails = 0;
#pragma acc enter data copyin(x[0:n], y[0:n])
  forall(n, [=](int i) { y[i] += 2 * x[i]; }); // y = 1 + 2i
  forall(n, Saxpy{0.5, x, y});                 // y = 1 + 2.5i
  forall(n, Scale(y, 2.0));                    // y = 2 + 5i
  View v{n, y};
  forall(n, [=](int i) { v.p[i] -= 2; });      // a struct captured whole: y = 5i
  add_one(v, n);                               // y = 5i + 1
#pragma acc exit data copyout(y[0:n]) delete(x[0:n])
  fails += check("forall", y, n, 5, 1);

#pragma acc data copy(z[0:n])
  {
    auto twice = [=](int i) { z[i] *= 2; };
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      twice(i);
  }
  fails += check("local lambda", z, n, 2, 0);

  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
