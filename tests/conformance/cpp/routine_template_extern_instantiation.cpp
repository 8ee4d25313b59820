// Routine function templates (2.15.1) that a library instantiates once: its header
// (Inputs/routine_template_extern_instantiation/shapes.h) declares the explicit instantiations
// `extern template` (a function template, a member function template, a class template and a member
// of one) and shapes.cpp defines them, after a region of its own that uses them. The regions here
// and there call the instantiations, which are compiled for the device as their templates are.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/routine_template_extern_instantiation %S/Inputs/routine_template_extern_instantiation/shapes.cpp -o %t/shapes.o
// RUN: %acorncxx -c -I%S/Inputs/routine_template_extern_instantiation %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/shapes.o -o %t/prog
// RUN: %run-targets %t/prog
#include "shapes.h"

#include <cstdio>

int main() {
  const int n = 100;
  double s = 0;
  Scale k{0.5};
  Poly<double> p{2.0, -1.0, 3.0};
  Poly<float> q{1.0f, 1.0f, 0.0f};
#pragma acc parallel loop reduction(+ : s) copyin(k, p, q)
  for (int i = 0; i < n; i++)
    s += sqr(double(i)) + sqr(float(i % 10)) + k.apply(double(i)) + p.at(double(i)) + q.at(float(i % 10));
  double want = 0, lib = 0;
  for (int i = 0; i < n; i++) {
    want += double(i) * i + (i % 10) * (i % 10) + 0.5 * i + (2.0 * i - 1.0) * i + 3.0 + (i % 10 + 1.0) * (i % 10);
    lib += 3.0 * i * i + 2.0;
  }
  int failures = 0;
  if (s != want) {
    std::fprintf(stderr, "FAIL: the region's sum is %g, expected %g\n", s, want);
    failures++;
  }
  double got = library_sum(n);
  if (got != lib) {
    std::fprintf(stderr, "FAIL: the library's sum is %g, expected %g\n", got, lib);
    failures++;
  }
  if (failures == 0)
    std::printf("PASS\n");
  return failures != 0;
}
