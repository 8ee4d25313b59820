// A header given with -include holding a routine and a declare directive (2.15.1, 2.13): it is
// read before the main file, and its lowered code still compiles.
// RUN: %acorncc -include %S/Inputs/forced_include_routine_header/prelude.h %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  double a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = scaled_square(i);
  int errors = 0;
  for (int i = 0; i < 8; i++)
    errors += a[i] != 3.0 * i * i;
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
