/* Every real type-generic macro of <tgmath.h> (C11 7.25) that CUDA's device library has a function
   for, on float and on double arguments, in routines called from a compute region (2.15.1): float
   arguments take the float function (the result is a float), and the device results match the
   host's within a few ulps. (nexttoward takes a long double, which has no device version.) */
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <stdio.h>
#include <tgmath.h>

#define NOUT 61

/* x in [0.1, 4), y in [0.5, 3). */
#define DEFINE_EVALUATE(NAME, T)                                                                              \
  void NAME(T x, T y, T *o, int *sizes) {                                                                      \
    int e = 0, q = 0, k = 0;                                                                                   \
    o[k++] = acos(x / 5);                                                                                      \
    o[k++] = asin(x / 5);                                                                                      \
    o[k++] = atan(x);                                                                                          \
    o[k++] = atan2(x, y);                                                                                      \
    o[k++] = cos(x);                                                                                           \
    o[k++] = sin(x);                                                                                           \
    o[k++] = tan(x / 2);                                                                                       \
    o[k++] = acosh(x + 1);                                                                                     \
    o[k++] = asinh(x);                                                                                         \
    o[k++] = atanh(x / 5);                                                                                     \
    o[k++] = cosh(x);                                                                                          \
    o[k++] = sinh(x);                                                                                          \
    o[k++] = tanh(x);                                                                                          \
    o[k++] = exp(x);                                                                                           \
    o[k++] = exp2(x);                                                                                          \
    o[k++] = expm1(x / 8);                                                                                     \
    o[k++] = frexp(x, &e);                                                                                     \
    o[k++] = e;                                                                                                \
    o[k++] = ldexp(x, 3);                                                                                      \
    o[k++] = log(x);                                                                                           \
    o[k++] = log10(x);                                                                                         \
    o[k++] = log1p(x / 8);                                                                                     \
    o[k++] = log2(x);                                                                                          \
    o[k++] = logb(x);                                                                                          \
    o[k++] = ilogb(x);                                                                                         \
    o[k++] = scalbn(x, -2);                                                                                    \
    o[k++] = scalbln(x, 5L);                                                                                   \
    o[k++] = cbrt(x);                                                                                          \
    o[k++] = fabs(-x);                                                                                         \
    o[k++] = hypot(x, y);                                                                                      \
    o[k++] = pow(x, y);                                                                                        \
    o[k++] = sqrt(x);                                                                                          \
    o[k++] = erf(x - 2);                                                                                       \
    o[k++] = erfc(x - 2);                                                                                      \
    o[k++] = lgamma(x);                                                                                        \
    o[k++] = tgamma(x);                                                                                        \
    o[k++] = ceil(x * 3);                                                                                      \
    o[k++] = floor(x * 3);                                                                                     \
    o[k++] = fmod(x, y);                                                                                       \
    o[k++] = trunc(-x * 3);                                                                                    \
    o[k++] = round(x * 4);                                                                                     \
    o[k++] = lround(x * 4);                                                                                    \
    o[k++] = llround(-x * 4);                                                                                  \
    o[k++] = rint(x * 4);                                                                                      \
    o[k++] = lrint(x * 4);                                                                                     \
    o[k++] = llrint(-x * 4);                                                                                   \
    o[k++] = nearbyint(x * 4);                                                                                 \
    o[k++] = remainder(x, y);                                                                                  \
    o[k++] = remquo(x, y, &q);                                                                                 \
    o[k++] = q % 8; /* 7.12.10.3: the sign and at least the low three bits of the quotient */                  \
    o[k++] = copysign(x, -y);                                                                                  \
    o[k++] = nextafter(x, y) - x;                                                                              \
    o[k++] = fdim(x, y);                                                                                       \
    o[k++] = fmax(x, y);                                                                                       \
    o[k++] = fmin(x, y);                                                                                       \
    o[k++] = fma(x, y, -1);                                                                                    \
    o[k++] = creal(x);                                                                                         \
    o[k++] = cimag(x);                                                                                         \
    o[k++] = carg(-x);                                                                                         \
    o[k++] = fmax(x, 2);                                                                                       \
    o[k++] = cbrt((int)(x * 10));                                                                              \
    sizes[0] = sizeof(cbrt(x));                                                                                \
    sizes[1] = sizeof(fma(x, y, x));                                                                           \
    sizes[2] = sizeof(hypot(x, y));                                                                            \
    sizes[3] = sizeof(fmax(x, 2));                                                                             \
    sizes[4] = sizeof(cbrt(1));                                                                                \
  }

#pragma acc routine seq
DEFINE_EVALUATE(evaluate_float, float)
#pragma acc routine seq
DEFINE_EVALUATE(evaluate_double, double)

#define N 512

static float xf[N], yf[N], of[N][NOUT], ef[NOUT];
static double xd[N], yd[N], od[N][NOUT], ed[NOUT];
static int sf[N][5], sd[N][5];

int main(void) {
  int errors = 0, s[5];
  for (int i = 0; i < N; i++) {
    xd[i] = 0.1 + 3.9 * i / N;
    yd[i] = 0.5 + 2.5 * ((i * 37) % N) / N;
    xf[i] = (float)xd[i];
    yf[i] = (float)yd[i];
  }
#pragma acc parallel loop copyin(xf, yf, xd, yd) copyout(of, od, sf, sd)
  for (int i = 0; i < N; i++) {
    evaluate_float(xf[i], yf[i], of[i], sf[i]);
    evaluate_double(xd[i], yd[i], od[i], sd[i]);
  }
  for (int i = 0; i < N; i++) {
    evaluate_float(xf[i], yf[i], ef, s);
    for (int k = 0; k < NOUT; k++)
      if (!(fabs(of[i][k] - ef[k]) <= 2e-6f * (1 + fabs(ef[k]))) && errors++ < 10)
        printf("FAIL: float result %d at x=%g y=%g: %.9g, expected %.9g\n", k, xf[i], yf[i], of[i][k], ef[k]);
    evaluate_double(xd[i], yd[i], ed, s);
    for (int k = 0; k < NOUT; k++)
      if (!(fabs(od[i][k] - ed[k]) <= 1e-13 * (1 + fabs(ed[k]))) && errors++ < 10)
        printf("FAIL: double result %d at x=%g y=%g: %.17g, expected %.17g\n", k, xd[i], yd[i], od[i][k], ed[k]);
    if (sf[i][0] != sizeof(float) || sf[i][1] != sizeof(float) || sf[i][2] != sizeof(float) ||
        sf[i][3] != sizeof(double) || sf[i][4] != sizeof(double) || sd[i][0] != sizeof(double) ||
        sd[i][1] != sizeof(double)) {
      if (errors++ < 10)
        printf("FAIL: result sizes %d %d %d %d %d\n", sf[i][0], sf[i][1], sf[i][2], sf[i][3], sf[i][4]);
    }
  }
  if (errors)
    return 1;
  printf("PASS tgmath_all_forms\n");
  return 0;
}
