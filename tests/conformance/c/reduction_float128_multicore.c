// 2.5.15 reductions on __float128 on host and multicore: + under the lock wide values take turns
// at, min and max starting at infinity and minus infinity (the standard traits of strict C++ do not
// know the type). A GPU has no __float128 arithmetic: with GPU code the region is an error
// (tests/lit/diagnostics/float128_in_region.c).
// UNSUPPORTED: nvidia
// RUN: %acorncc -acc=multicore %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  __float128 sum = 0, mn = 1000, mx = -1000;
#pragma acc parallel loop reduction(+:sum) reduction(min:mn) reduction(max:mx)
  for (int i = 0; i < 1000; i++) {
    sum += i;
    if ((__float128)(5 + i % 7) < mn) mn = 5 + i % 7;
    if ((__float128)(-2 - i % 3) > mx) mx = -2 - i % 3;
  }
  int ok = sum == 499500 && mn == 5 && mx == -2;
  if (!ok)
    fprintf(stderr, "FAIL: sum %g min %g max %g\n", (double)sum, (double)mn, (double)mx);
  return !ok;
}
