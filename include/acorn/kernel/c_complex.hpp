// The functions of C's <complex.h> (C11 7.3) for C code compiled as device code. Acorn's C kernel
// unit is C++, where <complex.h> means std::complex and declares none of them; this file gives
// them to the unit's namespace for double, float and long double arguments. On the host (host and
// multicore regions) they are the C library's, through Clang's builtins; on the GPU they are
// computed here in double (long double is double there, as in CUDA).
#pragma once

#include <math.h>

#include "acorn/kernel/base.hpp"

#ifdef __CUDA_ARCH__
#define ACORN_C_LIBRARY(NAME, SFX, ...) // the device formula below
#else
#define ACORN_C_LIBRARY(NAME, SFX, ...) return __builtin_##NAME##SFX(__VA_ARGS__);
#endif

namespace __acorn_c {

#define ACORN_C_COMPLEX(T, SFX)                                                                                  \
  ACORN_HD inline T _Complex __acorn_make##SFX(T re, T im) {                                                     \
    T _Complex z;                                                                                                \
    __real__ z = re;                                                                                             \
    __imag__ z = im;                                                                                             \
    return z;                                                                                                    \
  }                                                                                                              \
  /* multiplications by i and -i, exact */                                                                       \
  ACORN_HD inline T _Complex __acorn_times_i##SFX(T _Complex z) { return __acorn_make##SFX(-__imag__ z, __real__ z); } \
  ACORN_HD inline T _Complex __acorn_times_minus_i##SFX(T _Complex z) {                                          \
    return __acorn_make##SFX(__imag__ z, -__real__ z);                                                           \
  }                                                                                                              \
  ACORN_HD inline T creal##SFX(T _Complex z) { return __real__ z; }                                              \
  ACORN_HD inline T cimag##SFX(T _Complex z) { return __imag__ z; }                                              \
  ACORN_HD inline T _Complex conj##SFX(T _Complex z) { return __acorn_make##SFX(__real__ z, -__imag__ z); }      \
  ACORN_HD inline T cabs##SFX(T _Complex z) {                                                                    \
    ACORN_C_LIBRARY(cabs, SFX, z)                                                                                \
    return (T)hypot((double)__real__ z, (double)__imag__ z);                                                     \
  }                                                                                                              \
  ACORN_HD inline T carg##SFX(T _Complex z) {                                                                    \
    ACORN_C_LIBRARY(carg, SFX, z)                                                                                \
    return (T)atan2((double)__imag__ z, (double)__real__ z);                                                     \
  }                                                                                                              \
  ACORN_HD inline T _Complex cproj##SFX(T _Complex z) {                                                          \
    if (isinf((double)__real__ z) || isinf((double)__imag__ z))                                                  \
      return __acorn_make##SFX((T)INFINITY, (T)copysign(0.0, (double)__imag__ z));                              \
    return z;                                                                                                    \
  }                                                                                                              \
  ACORN_HD inline T _Complex cexp##SFX(T _Complex z) {                                                           \
    ACORN_C_LIBRARY(cexp, SFX, z)                                                                                \
    double m = exp((double)__real__ z), a = (double)__imag__ z;                                                  \
    return __acorn_make##SFX((T)(m * cos(a)), (T)(m * sin(a)));                                                  \
  }                                                                                                              \
  ACORN_HD inline T _Complex clog##SFX(T _Complex z) {                                                           \
    ACORN_C_LIBRARY(clog, SFX, z)                                                                                \
    return __acorn_make##SFX((T)log((double)cabs##SFX(z)), carg##SFX(z));                                        \
  }                                                                                                              \
  ACORN_HD inline T _Complex csqrt##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(csqrt, SFX, z)                                                                               \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    if (x == 0.0 && y == 0.0)                                                                                    \
      return __acorn_make##SFX((T)0, (T)y);                                                                      \
    double t = sqrt((fabs(x) + hypot(x, y)) / 2.0);                                                              \
    if (x >= 0.0)                                                                                                \
      return __acorn_make##SFX((T)t, (T)(y / (2.0 * t)));                                                        \
    return __acorn_make##SFX((T)(fabs(y) / (2.0 * t)), (T)copysign(t, y));                                       \
  }                                                                                                              \
  ACORN_HD inline T _Complex cpow##SFX(T _Complex z, T _Complex w) {                                             \
    ACORN_C_LIBRARY(cpow, SFX, z, w)                                                                             \
    if (__real__ z == 0 && __imag__ z == 0)                                                                      \
      return __acorn_make##SFX((T)0, (T)0);                                                                      \
    return cexp##SFX(w * clog##SFX(z));                                                                          \
  }                                                                                                              \
  ACORN_HD inline T _Complex csin##SFX(T _Complex z) {                                                           \
    ACORN_C_LIBRARY(csin, SFX, z)                                                                                \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(sin(x) * cosh(y)), (T)(cos(x) * sinh(y)));                                      \
  }                                                                                                              \
  ACORN_HD inline T _Complex ccos##SFX(T _Complex z) {                                                           \
    ACORN_C_LIBRARY(ccos, SFX, z)                                                                                \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(cos(x) * cosh(y)), (T)(-sin(x) * sinh(y)));                                     \
  }                                                                                                              \
  ACORN_HD inline T _Complex csinh##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(csinh, SFX, z)                                                                               \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(sinh(x) * cos(y)), (T)(cosh(x) * sin(y)));                                      \
  }                                                                                                              \
  ACORN_HD inline T _Complex ccosh##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(ccosh, SFX, z)                                                                               \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(cosh(x) * cos(y)), (T)(sinh(x) * sin(y)));                                      \
  }                                                                                                              \
  ACORN_HD inline T _Complex ctanh##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(ctanh, SFX, z)                                                                               \
    double x = (double)__real__ z, y = (double)__imag__ z, d = cosh(2 * x) + cos(2 * y);                         \
    if (isinf(d)) /* |x| large: tanh is +-1 to double precision */                                             \
      return __acorn_make##SFX((T)copysign(1.0, x), (T)copysign(0.0, sin(2 * y)));                              \
    return __acorn_make##SFX((T)(sinh(2 * x) / d), (T)(sin(2 * y) / d));                                         \
  }                                                                                                              \
  /* tan z = -i tanh(iz) */                                                                                      \
  ACORN_HD inline T _Complex ctan##SFX(T _Complex z) {                                                           \
    ACORN_C_LIBRARY(ctan, SFX, z)                                                                                \
    return __acorn_times_minus_i##SFX(ctanh##SFX(__acorn_times_i##SFX(z)));                                      \
  }                                                                                                              \
  ACORN_HD inline T _Complex casinh##SFX(T _Complex z) {                                                         \
    ACORN_C_LIBRARY(casinh, SFX, z)                                                                              \
    if (__real__ z < 0) /* asinh is odd: no cancellation in z + sqrt(z*z + 1) */                               \
      return -casinh##SFX(-z);                                                                                   \
    return clog##SFX(z + csqrt##SFX(z * z + (T)1));                                                              \
  }                                                                                                              \
  ACORN_HD inline T _Complex cacosh##SFX(T _Complex z) {                                                         \
    ACORN_C_LIBRARY(cacosh, SFX, z)                                                                              \
    return clog##SFX(z + csqrt##SFX(z + (T)1) * csqrt##SFX(z - (T)1));                                           \
  }                                                                                                              \
  ACORN_HD inline T _Complex catanh##SFX(T _Complex z) {                                                         \
    ACORN_C_LIBRARY(catanh, SFX, z)                                                                              \
    return (clog##SFX((T)1 + z) - clog##SFX((T)1 - z)) / (T)2;                                                   \
  }                                                                                                              \
  /* asin z = -i asinh(iz), atan z = -i atanh(iz), acos z = pi/2 - asin z */                                     \
  ACORN_HD inline T _Complex casin##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(casin, SFX, z)                                                                               \
    return __acorn_times_minus_i##SFX(casinh##SFX(__acorn_times_i##SFX(z)));                                     \
  }                                                                                                              \
  ACORN_HD inline T _Complex catan##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(catan, SFX, z)                                                                               \
    return __acorn_times_minus_i##SFX(catanh##SFX(__acorn_times_i##SFX(z)));                                     \
  }                                                                                                              \
  ACORN_HD inline T _Complex cacos##SFX(T _Complex z) {                                                          \
    ACORN_C_LIBRARY(cacos, SFX, z)                                                                               \
    T _Complex s = casin##SFX(z);                                                                                \
    return __acorn_make##SFX((T)(1.57079632679489661923 - (double)__real__ s), -__imag__ s);                    \
  }

ACORN_C_COMPLEX(double, )
ACORN_C_COMPLEX(float, f)
ACORN_C_COMPLEX(long double, l)
#undef ACORN_C_COMPLEX

} // namespace __acorn_c

#undef ACORN_C_LIBRARY

