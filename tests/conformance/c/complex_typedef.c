// C99 complex numbers from <complex.h> through typedefs (double complex, float _Complex): an array
// of them mapped with a data clause and complex arithmetic (*, +) in a compute region (2.5.1
// parallel loop; the scalar w is implicitly firstprivate, 2.6.2).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef double complex cplx;
typedef float _Complex cplxf;

#define PI 3.14159265358979323846

int main(void)
{
  const int n = 2048, steps = 16;
  int errors = 0;
  cplx *z = malloc(n * sizeof(cplx));
  cplxf *zf = malloc(n * sizeof(cplxf));
  cplx w = cexp(I * (2.0 * PI / steps)); /* a root of unity: w^steps == 1 */
  for (int i = 0; i < n; ++i) {
    z[i] = (i % 10) + I * (i % 3);
    zf[i] = 0.0f;
  }

#pragma acc parallel loop copy(z[0:n]) copyout(zf[0:n])
  for (int i = 0; i < n; ++i) {
    cplx acc = z[i];
    cplx shift = 0.5 * I;
    for (int k = 0; k < steps; ++k)
      acc = acc * w;
    z[i] = acc + shift;
    zf[i] = (cplxf)acc;
  }

  for (int i = 0; i < n; ++i) {
    cplx expect = (i % 10) + I * (i % 3) + 0.5 * I;
    if (cabs(z[i] - expect) > 1e-12 * (1.0 + cabs(expect)) ||
        fabs(crealf(zf[i]) - (i % 10)) > 1e-4 || fabs(cimagf(zf[i]) - (i % 3)) > 1e-4) {
      if (errors < 10)
        fprintf(stderr, "FAIL: z[%d] = (%g, %g), expected (%g, %g); zf = (%g, %g)\n", i, creal(z[i]),
                cimag(z[i]), creal(expect), cimag(expect), crealf(zf[i]), cimagf(zf[i]));
      ++errors;
    }
  }
  free(z);
  free(zf);
  return errors != 0;
}
