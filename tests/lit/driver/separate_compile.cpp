// The drivers behave like cc and c++: separate compile and link, C and C++ objects in one program,
// -I/-D/-O/-g/-std/-l, several sources in one call, and -U.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -O2 -g -std=c11 -I%S/Inputs -DSCALE_EXTRA= %S/Inputs/scale.c -o %t/scale.o
// RUN: %acorncxx -c -O1 -std=c++17 %S/Inputs/shift.cpp -o %t/shift.o
// RUN: %acorncxx -O2 -I%S/Inputs -UNOT_DEFINED %s %t/scale.o %t/shift.o -lm -Wl,--as-needed -o %t/prog
// RUN: %t/prog | FileCheck %s
// RUN: cd %t && %acorncxx -O0 -I%S/Inputs -DSCALE_EXTRA=+0 %s %S/Inputs/shift.cpp -x c %S/Inputs/scale.c -o prog2 && ./prog2 | FileCheck %s
// RUN: %acorncc --version | FileCheck --check-prefix=VERSION %s
#include "scale.h"
#include <cmath>
#include <cstdio>
#include <vector>
double shift_sum(std::vector<double> &v, double by);
int main() {
  std::vector<double> v(1000, 1.0);
  scale(1000, v.data(), 3.0);
  double s = shift_sum(v, 1.0);
  std::printf("sum %.1f openacc %d\n", s, _OPENACC);
  return std::fabs(s - 4000.0) > 1e-9;
}
// CHECK: sum 4000.0 openacc 202211
// VERSION: Acorn OpenACC compiler {{.*}}(OpenACC 3.3, _OPENACC=202211)
