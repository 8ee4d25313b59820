// Members of *this read and written directly in compute regions of a member function: the object is
// mapped with copyin(this[0:1]) / copy(this[0:1]); scalar members (n, dt) are read in a parallel
// loop and others (kinetic, steps, last_speed) written in a serial region, and the writes reach the
// host object (2.5.1, 2.5.3, 2.6.5).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>

class Particles {
public:
  Particles(int count, double step) : n(count), dt(step), x(new double[count]), v(new double[count]) {
    for (int i = 0; i < n; ++i) {
      x[i] = 0.0;
      v[i] = 0.01 * (i % 100) - 0.5;
    }
  }
  ~Particles() {
    delete[] x;
    delete[] v;
  }

  void push() {
    double *px = x;
    const double *pv = v;
#pragma acc parallel loop copyin(this[0:1]) copy(px[0:n]) copyin(pv[0:n])
    for (int i = 0; i < n; ++i)
      px[i] += dt * pv[i];
#pragma acc serial copy(this[0:1]) copyin(pv[0:n])
    {
      double s = 0.0;
      for (int i = 0; i < n; ++i)
        s += pv[i] * pv[i];
      kinetic = 0.5 * s;
      steps += 1;
      last_speed = pv[n - 1];
    }
  }

  int n;
  double dt;
  double *x, *v;
  double kinetic = -1.0;
  long steps = 0;
  double last_speed = 0.0;
};

int main() {
  Particles p(3000, 0.1);
  for (int k = 0; k < 5; ++k)
    p.push();

  int errors = 0;
  double eke = 0.0;
  for (int i = 0; i < p.n; ++i) {
    double v = 0.01 * (i % 100) - 0.5;
    double ex = 0.0;
    for (int k = 0; k < 5; ++k)
      ex += 0.1 * v;
    eke += v * v;
    if (std::fabs(p.x[i] - ex) > 1e-12) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: x[%d] = %.15g, expected %.15g\n", i, p.x[i], ex);
      ++errors;
    }
  }
  eke *= 0.5;
  double elast = 0.01 * ((p.n - 1) % 100) - 0.5;
  if (std::fabs(p.kinetic - eke) > 1e-9 * eke || p.steps != 5 || p.last_speed != elast) {
    std::fprintf(stderr, "FAIL: kinetic = %.15g, steps = %ld, last_speed = %g; expected %.15g, 5, %g\n",
                 p.kinetic, p.steps, p.last_speed, eke, elast);
    ++errors;
  }
  return errors != 0;
}
