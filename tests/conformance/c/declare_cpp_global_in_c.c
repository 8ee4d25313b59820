// Globals defined in a C++ file with declare create and copyin (Inputs/declare_cpp_global_in_c/def.cpp,
// declared in coef.h inside extern "C") and used in a C file's region, in a static routine and in
// a routine of external linkage (2.13): the C device code names the device copies the C++ file
// defines.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/declare_cpp_global_in_c %S/Inputs/declare_cpp_global_in_c/def.cpp -o %t/def.o
// RUN: %acorncc -c -I%S/Inputs/declare_cpp_global_in_c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/def.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include "coef.h"

#pragma acc routine seq
static double scaled(int i) { return coef[i % 4] * i; }

#pragma acc routine seq
double shifted(int i) { return scaled(i) + offset; }

int main(void)
{
  set_coef();
  const int n = 1000;
  double direct[1000], called[1000];
#pragma acc parallel loop copyout(direct, called)
  for (int i = 0; i < n; ++i) {
    direct[i] = coef[i % 4] * i;
    called[i] = shifted(i);
  }
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (direct[i] != (i % 4 + 1) * i || called[i] != (i % 4 + 1) * i + 10) {
      if (errors++ < 10)
        fprintf(stderr, "FAIL: i=%d direct %g called %g\n", i, direct[i], called[i]);
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
