// 2.7 data clauses on an array of trivially copyable structs: copy(p[0:n]) moves whole
// elements; the device updates several fields of each element.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Particle {
  double x, v;
  int hits;
};

int main() {
  const int n = 4000;
  const double dt = 0.5;
  Particle *p = new Particle[n];
  for (int i = 0; i < n; ++i)
    p[i] = Particle{static_cast<double>(i), 1.0 + (i % 3), 0};
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; ++i) {
    p[i].x += p[i].v * dt;
    if (p[i].x > 1000.0) {
      p[i].v = -p[i].v;
      p[i].hits += 1;
    }
  }
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    double v0 = 1.0 + (i % 3);
    double ex = i + v0 * dt;
    double ev = ex > 1000.0 ? -v0 : v0;
    int eh = ex > 1000.0 ? 1 : 0;
    if (p[i].x != ex || p[i].v != ev || p[i].hits != eh) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: struct array p[%d] = {%g, %g, %d}, expected {%g, %g, %d}\n", i, p[i].x, p[i].v, p[i].hits, ex, ev, eh);
      ++errors;
    }
  }
  delete[] p;
  return errors != 0;
}
