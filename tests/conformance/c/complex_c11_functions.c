// C11 <complex.h> (7.3) in a region: the trigonometric, hyperbolic and inverse functions, for
// double and float. Each result matches the C library's on the host (long double, which the GPU
// has not: long_double_multicore.c).
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define NF 12

static int errors = 0;

static void expect(const char *what, double complex got, double complex want, double tol) {
  double err = cabs(got - want), scale = cabs(want) > 1 ? cabs(want) : 1;
  if (!(err <= tol * scale)) {
    printf("FAIL %s: got %.17g%+.17gi, want %.17g%+.17gi\n", what, creal(got), cimag(got), creal(want), cimag(want));
    ++errors;
  }
}

static void apply(double complex z, double complex *r) {
  r[0] = ctan(z); r[1] = csinh(z); r[2] = ccosh(z); r[3] = ctanh(z);
  r[4] = casin(z); r[5] = cacos(z); r[6] = catan(z); r[7] = casinh(z);
  r[8] = cacosh(z); r[9] = catanh(z); r[10] = csin(z) * ccos(z); r[11] = cpow(z, 0.5 - 1.0 * I);
}

int main(void) {
  static const char *names[NF] = {"ctan", "csinh", "ccosh", "ctanh", "casin", "cacos",
                                  "catan", "casinh", "cacosh", "catanh", "csin*ccos", "cpow"};
  double complex zs[3] = {0.3 + 0.4 * I, -1.5 + 2.0 * I, 2.5 - 0.75 * I};
  double complex r[3][NF], want[NF];
  float complex zf = 0.3f + 0.4f * I, rf[2];
#pragma acc parallel loop copyin(zs) copyout(r)
  for (int k = 0; k < 3; k++)
    apply(zs[k], r[k]);
#pragma acc serial copyout(rf)
  {
    rf[0] = csinhf(zf);
    rf[1] = catanf(zf);
  }
  for (int k = 0; k < 3; k++) {
    apply(zs[k], want);
    for (int f = 0; f < NF; f++)
      expect(names[f], r[k][f], want[f], 1e-13);
  }
  expect("csinhf", rf[0], csinhf(zf), 1e-6);
  expect("catanf", rf[1], catanf(zf), 1e-6);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
