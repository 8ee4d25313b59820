// The function a routine's bind clause names is its device version: used, not an unused static
// function under -Wall -Werror (declared before the routine or after it).
// RUN: %acorncc -Wall -Werror %s -o %t && %t | FileCheck %s
// RUN: %acorncxx -x c++ -Wall -Werror %s -o %t.cxx && %t.cxx | FileCheck %s
// CHECK: PASS
#include <math.h>
#include <stdio.h>
#pragma acc routine seq
static double exp_dev(double x) { return 1.0 + x + 0.5 * x * x; }
#pragma acc routine seq bind(exp_dev)
static double myexp(double x) { return exp(x); }
#pragma acc routine seq bind(half_dev)
static double half(double x) { return x / 2; }
#pragma acc routine seq
static double half_dev(double x) { return x * 0.5; }
int main(void) {
  double y[10];
#pragma acc parallel loop copyout(y)
  for (int i = 0; i < 10; i++) y[i] = half(myexp(0.1 * i));
  int ok = fabs(y[1] - exp(0.1) / 2) < 1e-12 || fabs(y[1] - 1.105 / 2) < 1e-12;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
