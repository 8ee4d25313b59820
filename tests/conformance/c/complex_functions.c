// The functions of <complex.h> (C11 7.3) in a compute region, for double and float: results
// match the host's C library within rounding.
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 64
#define F 12

static void compute(double complex z, double complex w, double *r) {
  r[0] = creal(z) + cimag(z);
  r[1] = cimag(conj(z));
  r[2] = cabs(z);
  r[3] = carg(z);
  r[4] = creal(cexp(z)) + cimag(cexp(z));
  r[5] = creal(clog(z)) + cimag(clog(z));
  r[6] = creal(csqrt(z)) + 3.0 * cimag(csqrt(z));
  r[7] = creal(cpow(z, w)) + cimag(cpow(z, w));
  r[8] = creal(csin(z)) + cimag(csin(z));
  r[9] = creal(ccos(z)) - cimag(ccos(z));
  r[10] = cabsf((float complex)z) + cargf((float complex)z);
  r[11] = crealf(csqrtf((float complex)z)) + cimagf(conjf((float complex)z));
}

int main(void) {
  double complex z[N], w[N];
  double got[N][F];
  for (int i = 0; i < N; i++) {
    z[i] = (i % 9 - 4) * 0.5 + ((i % 7) - 3) * 0.25 * I;
    w[i] = 0.5 + (i % 3) * 0.25 * I;
  }
  z[0] = 0.0; // the origin: csqrt and cpow take it apart
#pragma acc parallel loop copyin(z, w) copyout(got)
  for (int i = 0; i < N; i++) {
    double complex a = z[i], b = w[i];
    got[i][0] = creal(a) + cimag(a);
    got[i][1] = cimag(conj(a));
    got[i][2] = cabs(a);
    got[i][3] = carg(a);
    got[i][4] = creal(cexp(a)) + cimag(cexp(a));
    got[i][5] = a == 0.0 ? 0.0 : creal(clog(a)) + cimag(clog(a));
    got[i][6] = creal(csqrt(a)) + 3.0 * cimag(csqrt(a));
    got[i][7] = creal(cpow(a, b)) + cimag(cpow(a, b));
    got[i][8] = creal(csin(a)) + cimag(csin(a));
    got[i][9] = creal(ccos(a)) - cimag(ccos(a));
    got[i][10] = cabsf((float complex)a) + cargf((float complex)a);
    got[i][11] = crealf(csqrtf((float complex)a)) + cimagf(conjf((float complex)a));
  }
  for (int i = 0; i < N; i++) {
    double want[F];
    compute(z[i], w[i], want);
    if (i == 0)
      want[5] = 0.0;
    for (int k = 0; k < F; k++) {
      double tol = (k >= 10 ? 1e-5 : 1e-12) * (1.0 + fabs(want[k]));
      if (!(fabs(got[i][k] - want[k]) <= tol)) {
        fprintf(stderr, "FAIL: function %d of z[%d] = %.17g, expected %.17g\n", k, i, got[i][k], want[k]);
        return 1;
      }
    }
  }
  printf("complex_functions: OK\n");
  return 0;
}
