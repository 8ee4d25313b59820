// Lambdas that captured `this` ([this], or [=] in a member function) called in compute regions.
// A class that maps itself (enter data copyin(this[0:1]) in its constructor, exit data in its
// destructor) hands them to a parallel_for template: the region's copy of each closure points to
// the object's device copy, whose pointer member the enter data attached. A lambda of the member
// function holding the region makes the region use the object as its own member uses do (an
// implicit copy of *this, the pointer members the lambda's body reaches attached), with no
// enter data: a reduction through [this] and [=] lambdas, and writes through a pointer member that
// a data construct mapped.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename F> void parallel_for(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}

struct SelfMapped {
  int n;
  double *u;
  double c = 2.0;
  explicit SelfMapped(int n_) : n(n_), u(new double[n_]) {
    for (int i = 0; i < n; i++)
      u[i] = i;
#pragma acc enter data copyin(this[0:1], u[0:n])
  }
  ~SelfMapped() {
#pragma acc exit data delete(u[0:n], this[0:1])
    delete[] u;
  }
  SelfMapped(const SelfMapped &) = delete;
  void scale() { parallel_for(n, [=](int i) { u[i] *= c; }); }
  void shift() { parallel_for(n, [this](int i) { u[i] += c; }); }
  void fetch() {
#pragma acc update self(u[0:n])
  }
};

struct Weights {
  int n = 64;
  double k = 2.0, offset = 1.0;
  double *w;
  Weights() : w(new double[64]) {
    for (int i = 0; i < n; i++)
      w[i] = 0.5 * i;
  }
  ~Weights() { delete[] w; }
  // [this] and [=] lambdas of this member function read members; no data clause names the object.
  double total(const double *a) {
    auto scaled = [this](double x) { return k * x; };
    auto shifted = [=](double x) { return x + offset; };
    double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      s += scaled(a[i]) + shifted(a[i]);
    return s;
  }
  // A lambda writing through the object's pointer member, mapped by the data construct.
  void doubleWeights() {
    auto twice = [=](int i) { w[i] *= k; };
#pragma acc data copy(w[0:n])
    {
#pragma acc parallel loop
      for (int i = 0; i < n; i++)
        twice(i);
    }
  }
};

int main() {
  int failures = 0;
  {
    SelfMapped g(100);
    g.scale();
    g.shift();
    g.fetch();
    for (int i = 0; i < 100; i++)
      if (g.u[i] != 2.0 * i + 2.0) {
        if (failures++ < 5)
          printf("self-mapped u[%d] = %g, expected %g\n", i, g.u[i], 2.0 * i + 2.0);
      }
  }
  {
    Weights ws;
    double a[64], expected = 0;
    for (int i = 0; i < 64; i++) {
      a[i] = i;
      expected += 2.0 * i + i + 1.0;
    }
    double s = ws.total(a);
    if (s != expected) {
      printf("total = %g, expected %g\n", s, expected);
      failures++;
    }
    ws.doubleWeights();
    for (int i = 0; i < 64; i++)
      if (ws.w[i] != 1.0 * i) {
        if (failures++ < 10)
          printf("w[%d] = %g, expected %g\n", i, ws.w[i], 1.0 * i);
      }
    if (ws.k != 2.0 || ws.offset != 1.0) {
      printf("members changed: k %g offset %g\n", ws.k, ws.offset);
      failures++;
    }
  }
  if (failures) {
    printf("FAIL: %d\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
