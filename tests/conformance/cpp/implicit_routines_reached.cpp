// Implicit routines (2.15.1): every function of the file that device code reaches is compiled for
// the device, not only those a compute region calls by name: non-inline functions called from a
// routine, from an implicit routine, a member function, a functor, a function template, a
// constructor's initializer list, a default member initializer or a default argument;
// constructors, copy constructors and destructors defined out of line; explicit specializations
// of function templates (also of a member function template); virtual functions called on objects
// made on the device, whose overriders are reached through the object's table.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

double k(double x) { return 0.5 + x; }
double k2(double x) { return 2 * x; }
double zero() { return 0.0; }

#pragma acc routine seq
double twice(double v) { return 2 * v + k(v); } // 3v + 0.5

double implicit_caller(double v) { return k2(v); } // 2v

struct Q {
  static double k();
  double twice(double v) const { return v + Q::k(); }
};
double Q::k() { return 1.0; }

struct Functor {
  double operator()(double v) const { return k(v) - 0.5; } // v
};

template <typename T> T through_template(T v) { return T(k2(v)); } // 2v

struct Init {
  double a, b = k2(1.0); // b = 2
  explicit Init(double v) : a(k(v)) {}
};

double with_default(double x, double b = zero() + k(1.0)) { return x + b; } // x + 1.5

struct Cell {
  double rho;
  Cell(double r);
  Cell(const Cell &o);
  ~Cell();
  double p() const;
};
Cell::Cell(double r) : rho(r) {}
Cell::Cell(const Cell &o) : rho(o.rho + 1) {}
Cell::~Cell() { rho = -1; }
double Cell::p() const { return 2 * rho; }

template <typename T> T eps() { return T(1e-2); }
template <> float eps<float>() { return 1e-1f; }
template <typename T> T shift(T x) { return x + eps<T>(); }

struct Scale {
  template <typename T> T by(T x) const { return x; }
};
template <> float Scale::by<float>(float x) const { return 4 * x; }

struct Base {
  virtual double f(double x) const { return x; }
  virtual ~Base() {}
};
struct Der : Base {
  double f(double x) const override { return 2 * x; }
};

#pragma acc routine seq
double call_virtual(const Base &b, double x) { return b.f(x); }

int main() {
  const int n = 64;
  double r[n][12];
  float rf[n][2];
#pragma acc parallel loop copyout(r, rf)
  for (int i = 0; i < n; ++i) {
    double v = i;
    r[i][0] = twice(v);
    r[i][1] = implicit_caller(v);
    r[i][2] = Q().twice(v);
    r[i][3] = Functor()(v);
    r[i][4] = through_template(v);
    Init in(v);
    r[i][5] = in.a + in.b;
    r[i][6] = with_default(v);
    Cell c(v);
    Cell d(c);
    r[i][7] = c.p() + d.p();
    r[i][8] = shift<double>(v);
    rf[i][0] = shift<float>(float(i));
    rf[i][1] = Scale().by(float(i));
    r[i][9] = Scale().by(v);
    Der der;
    Base base;
    const Base *pb = i % 2 ? static_cast<const Base *>(&der) : &base;
    r[i][10] = pb->f(v);
    r[i][11] = call_virtual(i % 2 ? static_cast<const Base &>(der) : base, v);
  }
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double v = i;
    double e[12] = {3 * v + 0.5, 2 * v, v + 1, v, 2 * v, v + 2.5, v + 1.5, 4 * v + 2, v + 1e-2, v, 0, 0};
    e[10] = e[11] = i % 2 ? 2 * v : v;
    for (int j = 0; j < 12; ++j)
      if (r[i][j] != e[j] && errors++ < 10)
        std::fprintf(stderr, "FAIL: result %d at %d: %g, expected %g\n", j, i, r[i][j], e[j]);
    if ((rf[i][0] != float(i) + 1e-1f || rf[i][1] != 4.0f * i) && errors++ < 10)
      std::fprintf(stderr, "FAIL: float results at %d: %g %g\n", i, rf[i][0], rf[i][1]);
  }
  if (errors)
    return 1;
  std::printf("PASS implicit_routines_reached\n");
  return 0;
}
