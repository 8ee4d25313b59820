// A kernels region's declarations that follow other statements of a run the region executes as one
// serial kernel (after a while or do loop, an if, an assignment): the host declares them at the
// region's start, so the kernel's code must not declare them again, nor lose the ones it reads.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

int main(void) {
  double s = 0, s2 = 0, s3 = 0;
  int k = 0, k2 = 0, k3 = 0;
#pragma acc kernels copy(s, k)
  {
    while (k < 5)
      k++;
    double x = 2.0;
    s = x * k;
  }
#pragma acc kernels copy(s2, k2)
  {
    double y = 1.0;
    k2 = 5;
    double x = 2.0 * y;
    s2 = x * k2;
  }
#pragma acc kernels copy(s3, k3)
  {
    do
      k3++;
    while (k3 < 3);
    if (k3 < 5)
      k3 = 5;
    int x = 2;
    s3 = x * k3;
  }
  int bad = s != 10.0 || k != 5 || s2 != 10.0 || k2 != 5 || s3 != 10.0 || k3 != 5;
  if (bad)
    printf("%g %d %g %d %g %d, expected 10 5 10 5 10 5\n", s, k, s2, k2, s3, k3);
  puts(bad ? "FAIL" : "PASS");
  return bad;
}
