// 2.5.15 reductions on _Float16 (an extended floating type Clang accepts): + and *, and min and max,
// whose private copies start at infinity and minus infinity (the standard traits do not know the
// type, so no identity may come from them).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  int errors = 0;
  _Float16 mn = (_Float16)100, mx = (_Float16)-100, sum = 0, prod = 1;
#pragma acc parallel loop reduction(min:mn) reduction(max:mx) reduction(+:sum) reduction(*:prod)
  for (int i = 0; i < 10; i++) {
    _Float16 hi = (_Float16)(5 + i), lo = (_Float16)(-2 - i);
    if (hi < mn) mn = hi;
    if (lo > mx) mx = lo;
    sum += (_Float16)0.5f;
    prod *= i % 4 == 0 ? (_Float16)2 : (_Float16)1;
  }
  if (mn != (_Float16)5 || mx != (_Float16)-2 || sum != (_Float16)5 || prod != (_Float16)8) {
    fprintf(stderr, "FAIL: min %g max %g sum %g prod %g\n", (double)mn, (double)mx, (double)sum, (double)prod);
    ++errors;
  }
  // Values all below zero (max) and all above it (min): a copy starting at 0 would win.
  _Float16 lowest = (_Float16)1000, highest = (_Float16)-1000;
#pragma acc parallel num_gangs(4) vector_length(32) copy(lowest, highest)
  {
#pragma acc loop gang vector reduction(min:lowest) reduction(max:highest)
    for (int i = 0; i < 256; i++) {
      if ((_Float16)(3 + i % 7) < lowest) lowest = (_Float16)(3 + i % 7);
      if ((_Float16)(-1 - i % 5) > highest) highest = (_Float16)(-1 - i % 5);
    }
  }
  if (lowest != (_Float16)3 || highest != (_Float16)-1) {
    fprintf(stderr, "FAIL: loop min %g max %g\n", (double)lowest, (double)highest);
    ++errors;
  }
  return errors != 0;
}
