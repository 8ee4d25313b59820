// A lambda capturing the object by value ([=, *this], C++17: the form Acorn's error for [this]
// suggests) made in a member function and run by a template in a region: the closure holds a copy
// of the object, whose pointer members are attached for the construct like the closure's own
// captures, so the region writes the device copies of data an enclosing `enter data` mapped (the
// emulated device reports host addresses; a GPU faults on them). Also a private member and a
// member of a nested struct of the copied object.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class F> void parallel_for(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}

struct Inner {
  double *w;
};

class Grid {
  double *hidden_;

public:
  int n;
  double *data;
  Inner in;
  Grid(int n, double *data, double *hidden, double *w) : hidden_(hidden), n(n), data(data), in{w} {}
  void fill() {
    parallel_for(n, [=, *this](int i) {
      data[i] = 3.0 * i;
      hidden_[i] = i + 1.0;
      in.w[i] = -1.0 * i;
    });
  }
};

int main() {
  const int n = 300;
  double *d = new double[n], *h = new double[n], *w = new double[n];
  for (int i = 0; i < n; i++)
    d[i] = h[i] = w[i] = 0;
  Grid g(n, d, h, w);
#pragma acc enter data copyin(d[0:n], h[0:n], w[0:n])
  g.fill();
#pragma acc exit data copyout(d[0:n], h[0:n], w[0:n])
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (d[i] != 3.0 * i || h[i] != i + 1.0 || w[i] != -1.0 * i) {
      if (fails++ < 3)
        std::fprintf(stderr, "FAIL: [%d] data %g hidden %g in.w %g\n", i, d[i], h[i], w[i]);
    }
  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
