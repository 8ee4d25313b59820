// 2.6.2 implicitly determined data attributes: a scalar referenced in a parallel (or serial)
// construct with no data clause is firstprivate: it is initialized from the host value and its
// modification inside the region is not copied back.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  int errors = 0;
  int x = 5;
  double y = 2.5;
  int r[2] = {0, 0};
#pragma acc parallel num_gangs(1) copyout(r[0:2])
  {
    x = x + 10;
    y = y * 4.0;
    r[0] = x;
    r[1] = (int)y;
  }
  if (r[0] != 15 || r[1] != 10) {
    fprintf(stderr, "FAIL: implicit firstprivate scalars inside region: %d %d, expected 15 10\n", r[0], r[1]);
    ++errors;
  }
  int z = 3;
  int s[1] = {0};
#pragma acc serial copyout(s[0:1])
  {
    z *= 7;
    s[0] = z;
  }
  if (s[0] != 21) {
    fprintf(stderr, "FAIL: implicit firstprivate scalar in serial: %d, expected 21\n", s[0]);
    ++errors;
  }
#ifdef _OPENACC
  if (x != 5 || y != 2.5 || z != 3) {
    fprintf(stderr, "FAIL: scalars copied back from region: x=%d y=%g z=%d, expected 5 2.5 3\n", x, y, z);
    ++errors;
  }
#else
  if (x != 15 || y != 10.0 || z != 21) {
    fprintf(stderr, "FAIL: serial execution: x=%d y=%g z=%d\n", x, y, z);
    ++errors;
  }
#endif
  return errors != 0;
}
