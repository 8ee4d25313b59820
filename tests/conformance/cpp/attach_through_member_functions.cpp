// An implicitly copied object whose pointer members a region reaches only through functions called
// on it (2.6.8 attach, as for the members it names): a subscript operator (`t[i]`), an accessor
// (`t.data()[i]`) of a class with private members, a span-like view template, a member object's
// accessor (`g.rows.at(i)`), a pointer to the object (`p->at(i)`), member functions calling each
// other, and a region in a member function calling one on `*this`. The data is mapped by an
// enclosing data construct or enter data: the objects' device copies must point to it (a host
// address there is what the emulated device reports, and what a GPU faults on).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct S {
  double *p;
  int n;
  double &operator[](int i) const { return p[i]; }
};

class Buffer {
  double *data_;
  int n_;

public:
  Buffer(double *d, int n) : data_(d), n_(n) {}
  double *data() const { return data_; }
  int size() const { return n_; }
};

template <class T> class Span {
  T *ptr_;
  long len_;

public:
  Span(T *p, long n) : ptr_(p), len_(n) {}
  T &operator[](long i) const { return ptr_[i]; }
  T &at(long i) const { return (*this)[i]; } // through another member function
};

struct Grid {
  int tag;
  Span<double> rows;
  double scale;
};

struct Stepper {
  double *u;
  int n;
  double &u_at(int i) { return u[i]; }
  void step() {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      u_at(i) += 1.0;
  }
};

static int check(const char *what, const double *a, int n, double expected_offset) {
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != i + expected_offset) {
      if (fails++ < 3)
        std::printf("%s: a[%d] = %g, expected %g\n", what, i, a[i], i + expected_offset);
    }
  return fails;
}

int main() {
  const int n = 100;
  double *a = new double[n], *b = new double[n], *c = new double[n], *d = new double[n];
  for (int i = 0; i < n; i++)
    a[i] = b[i] = c[i] = d[i] = i;
  S t{a, n};
  Buffer buf(b, n);
  Span<double> view(c, n);
  Grid g{7, Span<double>(d, n), 2.0};
  Grid *gp = &g;
  int fails = 0;
#pragma acc data copy(a[0:n], b[0:n], c[0:n], d[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      t[i] += 1.0;
#pragma acc parallel loop
    for (int i = 0; i < buf.size(); i++)
      buf.data()[i] += 2.0;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      view[i] += 3.0;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      view.at(i) += 1.0;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      g.rows.at(i) += g.scale;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      gp->rows[i] += 1.0;
  }
  fails += check("operator[]", a, n, 1);
  fails += check("accessor", b, n, 2);
  fails += check("span", c, n, 4);
  fails += check("member span", d, n, 3);

  Stepper s{new double[n], n};
  for (int i = 0; i < n; i++)
    s.u[i] = i;
#pragma acc enter data copyin(s.u[0:n])
  s.step();
#pragma acc exit data copyout(s.u[0:n])
  fails += check("member function on *this", s.u, n, 1);

  std::printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
