// The functions of C's <complex.h> (C11 7.3) for C code compiled as device code. Acorn's C kernel
// unit is C++, where <complex.h> means std::complex and declares none of them; this file gives
// them to the unit's namespace for double, float and long double arguments (long double computed
// in double on the GPU, as CUDA does).
#pragma once

#include <math.h>

#include "acorn/kernel/base.hpp"

namespace __acorn_c {

#define ACORN_C_COMPLEX(T, SFX)                                                                                  \
  ACORN_HD inline T _Complex __acorn_make##SFX(T re, T im) {                                                     \
    T _Complex z;                                                                                                \
    __real__ z = re;                                                                                             \
    __imag__ z = im;                                                                                             \
    return z;                                                                                                    \
  }                                                                                                              \
  ACORN_HD inline T creal##SFX(T _Complex z) { return __real__ z; }                                              \
  ACORN_HD inline T cimag##SFX(T _Complex z) { return __imag__ z; }                                              \
  ACORN_HD inline T _Complex conj##SFX(T _Complex z) { return __acorn_make##SFX(__real__ z, -__imag__ z); }      \
  ACORN_HD inline T cabs##SFX(T _Complex z) { return (T)hypot((double)__real__ z, (double)__imag__ z); }         \
  ACORN_HD inline T carg##SFX(T _Complex z) { return (T)atan2((double)__imag__ z, (double)__real__ z); }         \
  ACORN_HD inline T _Complex cproj##SFX(T _Complex z) {                                                          \
    if (isinf((double)__real__ z) || isinf((double)__imag__ z))                                                  \
      return __acorn_make##SFX((T)INFINITY, (T)copysign(0.0, (double)__imag__ z));                              \
    return z;                                                                                                    \
  }                                                                                                              \
  ACORN_HD inline T _Complex cexp##SFX(T _Complex z) {                                                           \
    double m = exp((double)__real__ z), a = (double)__imag__ z;                                                  \
    return __acorn_make##SFX((T)(m * cos(a)), (T)(m * sin(a)));                                                  \
  }                                                                                                              \
  ACORN_HD inline T _Complex clog##SFX(T _Complex z) { return __acorn_make##SFX((T)log((double)cabs##SFX(z)), carg##SFX(z)); } \
  ACORN_HD inline T _Complex csqrt##SFX(T _Complex z) {                                                          \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    if (x == 0.0 && y == 0.0)                                                                                    \
      return __acorn_make##SFX((T)0, (T)y);                                                                      \
    double t = sqrt((fabs(x) + hypot(x, y)) / 2.0);                                                              \
    if (x >= 0.0)                                                                                                \
      return __acorn_make##SFX((T)t, (T)(y / (2.0 * t)));                                                        \
    return __acorn_make##SFX((T)(fabs(y) / (2.0 * t)), (T)copysign(t, y));                                       \
  }                                                                                                              \
  ACORN_HD inline T _Complex cpow##SFX(T _Complex z, T _Complex w) {                                             \
    if (__real__ z == 0 && __imag__ z == 0)                                                                      \
      return __acorn_make##SFX((T)0, (T)0);                                                                      \
    return cexp##SFX(w * clog##SFX(z));                                                                          \
  }                                                                                                              \
  ACORN_HD inline T _Complex csin##SFX(T _Complex z) {                                                           \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(sin(x) * cosh(y)), (T)(cos(x) * sinh(y)));                                      \
  }                                                                                                              \
  ACORN_HD inline T _Complex ccos##SFX(T _Complex z) {                                                           \
    double x = (double)__real__ z, y = (double)__imag__ z;                                                       \
    return __acorn_make##SFX((T)(cos(x) * cosh(y)), (T)(-sin(x) * sinh(y)));                                     \
  }

ACORN_C_COMPLEX(double, )
ACORN_C_COMPLEX(float, f)
ACORN_C_COMPLEX(long double, l)
#undef ACORN_C_COMPLEX

} // namespace __acorn_c
