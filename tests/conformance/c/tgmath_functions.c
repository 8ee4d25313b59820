// <tgmath.h> (C11 7.25) in a compute region: each macro picks the function of its argument's type
// (float stays float, an integer is computed in double, a complex argument takes the complex
// function); results match the host's within rounding and sizeof gives the type chosen.
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <stdio.h>
#include <tgmath.h>

#define N 100

int main(void) {
  double d[N], rd[N];
  float f[N], rf[N];
  int sizes[N][3];
  double complex z[N], rz[N];
  for (int i = 0; i < N; i++) {
    d[i] = 0.5 + i;
    f[i] = 0.25f + i;
    z[i] = (i % 7 - 3) + (i % 5 - 2) * I;
  }
#pragma acc parallel loop copyin(d, f, z) copyout(rd, rf, sizes, rz)
  for (int i = 0; i < N; i++) {
    rd[i] = sqrt(d[i]) + pow(d[i], 2) + fmax(d[i], 3.0) + sin(i) + fabs(-d[i]);
    rf[i] = sqrt(f[i]) + pow(f[i], 2.0f) + exp(-f[i]) + floor(f[i]) + atan2(f[i], 1.0f);
    sizes[i][0] = sizeof(sqrt(f[i]));
    sizes[i][1] = sizeof(sqrt(i));
    sizes[i][2] = sizeof(fabs(z[i]));
    rz[i] = sqrt(z[i]) + exp(z[i]) * conj(z[i]) + fabs(z[i]) + tanh(z[i]) + asinh(z[i] + 0.5);
  }
  int errors = 0;
  for (int i = 0; i < N; i++) {
    double ed = sqrt(d[i]) + pow(d[i], 2) + fmax(d[i], 3.0) + sin(i) + fabs(-d[i]);
    float ef = sqrt(f[i]) + pow(f[i], 2.0f) + exp(-f[i]) + floor(f[i]) + atan2(f[i], 1.0f);
    double complex ez = sqrt(z[i]) + exp(z[i]) * conj(z[i]) + fabs(z[i]) + tanh(z[i]) + asinh(z[i] + 0.5);
    if (fabs(rd[i] - ed) > 1e-12 * fabs(ed) || fabs(rf[i] - ef) > 1e-5f * fabs(ef) ||
        cabs(rz[i] - ez) > 1e-12 * (1 + cabs(ez)) || sizes[i][0] != sizeof(float) ||
        sizes[i][1] != sizeof(double) || sizes[i][2] != sizeof(double)) {
      if (errors++ < 5)
        printf("element %d: %g %g, %g %g, sizes %d %d %d\n", i, rd[i], ed, rf[i], ef, sizes[i][0], sizes[i][1],
               sizes[i][2]);
    }
  }
  if (errors)
    return 1;
  printf("PASS tgmath_functions\n");
  return 0;
}
