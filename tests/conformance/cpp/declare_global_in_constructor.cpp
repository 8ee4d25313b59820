// C++: a declared global's device copy lasts the whole program (2.13), so global objects'
// constructors find it present: one of this file (defined before the directive) and one of another
// file linked first fill the table and update its device copy, which the regions of main read. A
// copyin global whose value a dynamic initializer computes starts on the device with that value.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/declare_global_in_constructor %S/Inputs/declare_global_in_constructor/init.cpp -o %t/init.o
// RUN: %acorncxx -c -I%S/Inputs/declare_global_in_constructor %s -o %t/main.o
// RUN: %acorncxx %t/init.o %t/main.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cmath>
#include <cstdio>
#include "table.h"

struct FillHead {
  FillHead() {
    for (int i = 0; i < TAB_N / 2; i++)
      tab[i] = i + 1;
#pragma acc update device(tab[0:TAB_N / 2])
  }
} fill_head;

double tab[TAB_N]; // declare create in table.h

static double scale() { return std::sqrt(4.0); }
double factor = scale(); // dynamic initialization
#pragma acc declare copyin(factor)

int main() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < TAB_N; i++)
    s += factor * tab[i];
  // 2 * (1..8 from this file, 8 * 10 from init.cpp)
  bool ok = s == 2 * (36.0 + 80.0) && init_ran;
  std::printf("%g %s\n", s, ok ? "PASS" : "FAIL");
  return !ok;
}
