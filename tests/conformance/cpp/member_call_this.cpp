// Member functions called inside compute regions of other member functions, through this (written
// out and implicit): source() calls coord(), weight() reads n_; all read members of *this, which
// the regions reach through the implicit this, as they do for plain member accesses. The callees
// are device functions because a region calls them (2.15.1 implicit routine).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

class Grid1D {
public:
  Grid1D(int n, double x0, double h) : n_(n), x0_(x0), h_(h), u_(n, 0.0) {}

  double coord(int i) const { return x0_ + i * h_; }

  double source(int i) const { return 2.0 * coord(i) * coord(i) - this->coord(i) + 1.0; }

  void evaluate() {
    double *u = u_.data();
    int n = n_;
#pragma acc parallel loop copyout(u[0:n])
    for (int i = 0; i < n; ++i)
      u[i] = this->source(i) + coord(i);
  }

  double integrate() const {
    const double *u = u_.data();
    int n = n_;
    double s = 0.0;
#pragma acc parallel loop copyin(u[0:n]) reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += h_ * u[i] * weight(i);
    return s;
  }

  double weight(int i) const { return (i == 0 || i == n_ - 1) ? 0.5 : 1.0; }
  double value(int i) const { return u_[i]; }

private:
  int n_;
  double x0_, h_;
  std::vector<double> u_;
};

int main() {
  Grid1D g(2001, -1.0, 0.001);
  g.evaluate();
  double area = g.integrate();

  int errors = 0;
  double earea = 0.0;
  for (int i = 0; i < 2001; ++i) {
    double x = -1.0 + i * 0.001;
    double e = 2.0 * x * x - x + 1.0 + x;
    earea += 0.001 * e * ((i == 0 || i == 2000) ? 0.5 : 1.0);
    if (std::fabs(g.value(i) - e) > 1e-12) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: u[%d] = %.15g, expected %.15g\n", i, g.value(i), e);
      ++errors;
    }
  }
  if (std::fabs(area - earea) > 1e-10) {
    std::fprintf(stderr, "FAIL: integral = %.15g, expected %.15g\n", area, earea);
    ++errors;
  }
  return errors != 0;
}
