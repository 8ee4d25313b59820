// Virtual functions whose overriders are defined in another file (Inputs/virtual_overrider_in_other_file):
// with a routine directive before each declaration in the class, that file compiles their device
// versions, and objects constructed in a compute region dispatch to them through the device's table
// of virtual functions (also through a routine taking a reference to the base).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/virtual_overrider_in_other_file %S/Inputs/virtual_overrider_in_other_file/shapes.cpp -o %t/shapes.o
// RUN: %acorncxx -c -I%S/Inputs/virtual_overrider_in_other_file %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/shapes.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cstdio>
#include "shapes.h"

#pragma acc routine seq
double measure(const Shape &s) { return s.area(); }

int main() {
  const int n = 64;
  double a[n];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; i++) {
    Square sq;
    Disc d;
    sq.side = i;
    d.r = i;
    const Shape &s = (i & 1) ? static_cast<const Shape &>(sq) : d;
    a[i] = measure(s) + (i & 1 ? d.area() : sq.area());
  }
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double sq = double(i) * i, disc = 6.0 * i * i;
    double want = (i & 1) ? sq + disc : disc + sq;
    if (a[i] != want && bad++ < 5)
      std::fprintf(stderr, "FAIL: a[%d] = %g, expected %g\n", i, a[i], want);
  }
  if (bad)
    return 1;
  std::printf("virtual functions overridden in another file: OK\n");
  return 0;
}
