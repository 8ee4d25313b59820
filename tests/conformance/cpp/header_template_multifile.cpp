// A C++ program of three files (this one, Inputs/header_template_multifile/{blur,energy}.cpp) that
// all include a header defining a function template and an inline function with compute
// constructs (stencil.hpp); smooth3<double> is instantiated in all three objects, smooth3<float> in
// one. Compiled separately and linked (2.5.1, 2.6.5, 2.9.11).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/header_template_multifile %S/Inputs/header_template_multifile/blur.cpp -o %t/blur.o
// RUN: %acorncxx -c -I%S/Inputs/header_template_multifile %S/Inputs/header_template_multifile/energy.cpp -o %t/energy.o
// RUN: %acorncxx -c -I%S/Inputs/header_template_multifile %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/blur.o %t/energy.o -o %t/prog
// RUN: %run-targets %t/prog
#include "stencil.hpp"
#include <cmath>
#include <cstdio>
#include <vector>

static void smooth_host(const double *in, double *out, int n) {
  for (int i = 0; i < n; ++i) {
    double l = i > 0 ? in[i - 1] : in[i], r = i < n - 1 ? in[i + 1] : in[i];
    out[i] = (l + 2.0 * in[i] + r) / 4.0;
  }
}

int main() {
  const int n = 5000;
  int errors = 0;
  std::vector<double> a(n), once(n), ref1(n), ref2(n), ref3(n);
  std::vector<float> f(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (i % 50) * 0.5;
    f[i] = float(i % 8);
  }
  std::vector<double> b = a;
  smooth3(a.data(), once.data(), n);
  blur_twice(b.data(), n);
  double ss = sum_squares(once.data(), n);
  double energy = smoothed_energy(f.data(), n);

  smooth_host(a.data(), ref1.data(), n);
  smooth_host(ref1.data(), ref2.data(), n);
  double ess = 0.0;
  for (int i = 0; i < n; ++i) {
    ess += ref1[i] * ref1[i];
    if (std::fabs(once[i] - ref1[i]) > 1e-12 || std::fabs(b[i] - ref2[i]) > 1e-12) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: i=%d once=%g twice=%g, expected %g %g\n", i, once[i], b[i], ref1[i], ref2[i]);
      ++errors;
    }
  }
  std::vector<double> fd(f.begin(), f.end());
  smooth_host(fd.data(), ref1.data(), n);
  smooth_host(ref1.data(), ref3.data(), n);
  double eenergy = 0.0;
  for (int i = 0; i < n; ++i)
    eenergy += ref3[i] * ref3[i];
  if (std::fabs(ss - ess) > 1e-9 * ess || std::fabs(energy - eenergy) > 1e-6 * eenergy) {
    std::fprintf(stderr, "FAIL: sum_squares = %.15g, energy = %.15g; expected %.15g, %.15g\n", ss, energy, ess, eenergy);
    ++errors;
  }
  return errors != 0;
}
