// A const global in declare copyin (2.13), the usual way to put a read-only coefficient table on the
// device: a scalar a compute region reads, a static table a routine reads, a function's static
// table. Its storage may be read-only memory, which nothing may write on any target (the emulated
// device used to swap the device copy into it around regions); update device of it changes nothing.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

const double coef = 0.5;
#pragma acc declare copyin(coef)
static const double coeffs[5] = {1, 2, 3, 4, 5};
#pragma acc declare copyin(coeffs)

#pragma acc routine seq
static double poly(double x) {
  double s = 0;
  for (int i = 4; i >= 0; i--)
    s = s * x + coeffs[i];
  return s;
}

static double weighted(int n) {
  static const double weights[4] = {0.25, 0.5, 1, 2};
#pragma acc declare copyin(weights)
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int j = 0; j < 4; j++)
    s += weights[j] * n;
  return s;
}

int main(void) {
  int errors = 0;
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; i++)
    s += coef;
  if (s != 5.0) {
    printf("FAIL: sum of coef %g, want 5\n", s);
    errors++;
  }
  double out[8];
#pragma acc update device(coef, coeffs)
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 8; i++)
    out[i] = poly(i) + coef;
  for (int i = 0; i < 8; i++)
    if (out[i] != poly(i) + 0.5 && errors++ < 5)
      printf("FAIL: out[%d] = %g, want %g\n", i, out[i], poly(i) + 0.5);
  if (weighted(2) != 7.5) {
    printf("FAIL: weighted(2) = %g, want 7.5\n", weighted(2));
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
