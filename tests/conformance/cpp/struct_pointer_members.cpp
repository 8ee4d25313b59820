// A struct with pointer members (a mesh: a size and coordinate and result arrays) passed by value
// to functions whose compute regions map sections of its members (copyin(m.x[0:m.n])), read its
// scalar member and pass it to a helper. The struct itself has no clause: an aggregate, so it is
// implicitly copy (2.6.2); 2.5.1, 2.6.5, 2.9.11 reduction.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>

struct Mesh {
  int n;
  double *x;
  double *y;
  double *len;
};

static double segment(const Mesh m, int i) {
  double dx = m.x[i + 1] - m.x[i], dy = m.y[i + 1] - m.y[i];
  return std::sqrt(dx * dx + dy * dy);
}

static void segment_lengths(Mesh m) {
#pragma acc parallel loop copyin(m.x[0:m.n], m.y[0:m.n]) copyout(m.len[0:m.n-1])
  for (int i = 0; i < m.n - 1; ++i)
    m.len[i] = segment(m, i);
}

static double perimeter(Mesh m) {
  double total = 0.0;
#pragma acc parallel loop copyin(m.len[0:m.n-1]) reduction(+:total)
  for (int i = 0; i < m.n - 1; ++i)
    total += m.len[i];
  return total;
}

int main() {
  const int n = 4001;
  const double pi = 3.14159265358979323846;
  Mesh m{n, new double[n], new double[n], new double[n - 1]};
  for (int i = 0; i < n; ++i) {
    double t = 2.0 * pi * i / (n - 1);
    m.x[i] = 3.0 * std::cos(t);
    m.y[i] = 3.0 * std::sin(t);
  }
  segment_lengths(m);
  double p = perimeter(m);

  int errors = 0;
  double ep = 0.0;
  for (int i = 0; i < n - 1; ++i) {
    double e = segment(m, i);
    ep += e;
    if (std::fabs(m.len[i] - e) > 1e-12) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: len[%d] = %.15g, expected %.15g\n", i, m.len[i], e);
      ++errors;
    }
  }
  if (std::fabs(p - ep) > 1e-9 || std::fabs(p - 2.0 * pi * 3.0) > 1e-4) {
    std::fprintf(stderr, "FAIL: perimeter = %.15g, expected %.15g (circle %.15g)\n", p, ep, 6.0 * pi);
    ++errors;
  }
  delete[] m.x;
  delete[] m.y;
  delete[] m.len;
  return errors != 0;
}
