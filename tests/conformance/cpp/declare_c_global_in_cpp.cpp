// Globals defined in a C file with declare create and copyin (Inputs/declare_c_global_in_cpp/def.c,
// declared in coef.h inside extern "C") and used in a C++ file's region and routine (2.13): the C++
// device code names the device copies the C file defines.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -I%S/Inputs/declare_c_global_in_cpp %S/Inputs/declare_c_global_in_cpp/def.c -o %t/def.o
// RUN: %acorncxx -c -I%S/Inputs/declare_c_global_in_cpp %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/def.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cstdio>
#include "coef.h"

#pragma acc routine seq
static double scaled(int i) { return coef[i % 4] * i + offset; }

int main()
{
  set_coef();
  const int n = 1000;
  double direct[n], called[n];
#pragma acc parallel loop copyout(direct, called)
  for (int i = 0; i < n; ++i) {
    direct[i] = coef[i % 4] * i;
    called[i] = scaled(i);
  }
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (direct[i] != (i % 4 + 1) * i || called[i] != (i % 4 + 1) * i + 10) {
      if (errors++ < 10)
        std::fprintf(stderr, "FAIL: i=%d direct %g called %g\n", i, direct[i], called[i]);
    }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
