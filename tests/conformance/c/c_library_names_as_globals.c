/* C twin of cpp/c_library_names_as_globals.cpp: globals named as functions of <math.h> (y0, y1,
   j0, jn) and <stdlib.h> (div) in a C file that includes neither, in a region and in a
   routine of a declared global. The device code of C files is compiled as CUDA C++, whose own
   headers must not declare those functions before the file. (index of <strings.h> and abs are
   left out: Clang's C front end declares them as built-ins, where GCC warns.) */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
double y0 = 0.25, y1 = 2.0, j0 = 0.5, jn = 1.0;
int div = 4;
#pragma acc declare copyin(y1)
#pragma acc routine seq
static double twice_y1(void) { return 2 * y1; }
int main(void) {
  double s = 0;
#pragma acc update device(y1)
#pragma acc parallel loop reduction(+ : s) copyin(div, y0, j0, jn)
  for (int i = 0; i < 10; i++)
    s += y0 + j0 + jn + div + twice_y1();
  printf("%g %g\n", s, y1);
  int ok = s == 10 * (0.25 + 0.5 + 1.0 + 4 + 4.0);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
