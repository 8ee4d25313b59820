// The type-generic functions of C's <tgmath.h> (C11 7.25) for C code compiled as device code. A C
// file is preprocessed before Acorn reads it, so its regions call Clang's `__tg_sqrt(...)` with
// arguments already cast to `__typeof__(__tg_promote(x))`; Clang defines those names for C only.
// Here each real form forwards to C++'s overloads of the same function (float stays float) and
// each complex form to the functions of c_complex.hpp.
#pragma once

#include <math.h>

#include "acorn/kernel/c_complex.hpp"

namespace __acorn_c {

// The type an argument is computed in (7.25p3): integers as double. Only named in __typeof__.
double __tg_promote(int);
double __tg_promote(unsigned int);
double __tg_promote(long);
double __tg_promote(unsigned long);
double __tg_promote(long long);
double __tg_promote(unsigned long long);
float __tg_promote(float);
double __tg_promote(double);
long double __tg_promote(long double);
float _Complex __tg_promote(float _Complex);
double _Complex __tg_promote(double _Complex);
long double _Complex __tg_promote(long double _Complex);

#define ACORN_TG_REAL(NAME)                                                                                     \
  template <class... A> ACORN_HD inline auto __tg_##NAME(A... a)->decltype(::NAME(a...)) { return ::NAME(a...); }

ACORN_TG_REAL(acos) ACORN_TG_REAL(asin) ACORN_TG_REAL(atan) ACORN_TG_REAL(acosh) ACORN_TG_REAL(asinh)
ACORN_TG_REAL(atanh) ACORN_TG_REAL(cos) ACORN_TG_REAL(sin) ACORN_TG_REAL(tan) ACORN_TG_REAL(cosh)
ACORN_TG_REAL(sinh) ACORN_TG_REAL(tanh) ACORN_TG_REAL(exp) ACORN_TG_REAL(log) ACORN_TG_REAL(pow)
ACORN_TG_REAL(sqrt) ACORN_TG_REAL(fabs) ACORN_TG_REAL(atan2) ACORN_TG_REAL(cbrt) ACORN_TG_REAL(ceil)
ACORN_TG_REAL(copysign) ACORN_TG_REAL(erf) ACORN_TG_REAL(erfc) ACORN_TG_REAL(exp2) ACORN_TG_REAL(expm1)
ACORN_TG_REAL(fdim) ACORN_TG_REAL(floor) ACORN_TG_REAL(fma) ACORN_TG_REAL(fmax) ACORN_TG_REAL(fmin)
ACORN_TG_REAL(fmod) ACORN_TG_REAL(frexp) ACORN_TG_REAL(hypot) ACORN_TG_REAL(ilogb) ACORN_TG_REAL(ldexp)
ACORN_TG_REAL(lgamma) ACORN_TG_REAL(llrint) ACORN_TG_REAL(llround) ACORN_TG_REAL(log10) ACORN_TG_REAL(log1p)
ACORN_TG_REAL(log2) ACORN_TG_REAL(logb) ACORN_TG_REAL(lrint) ACORN_TG_REAL(lround) ACORN_TG_REAL(nearbyint)
ACORN_TG_REAL(nextafter) ACORN_TG_REAL(nexttoward) ACORN_TG_REAL(remainder) ACORN_TG_REAL(remquo)
ACORN_TG_REAL(rint) ACORN_TG_REAL(round) ACORN_TG_REAL(scalbn) ACORN_TG_REAL(scalbln) ACORN_TG_REAL(tgamma)
ACORN_TG_REAL(trunc)
#undef ACORN_TG_REAL

// Complex arguments: the functions c_complex.hpp defines; fabs of a complex is its modulus.
#define ACORN_TG_COMPLEX(T, SFX)                                                                                \
  ACORN_HD inline T _Complex __tg_sqrt(T _Complex z) { return csqrt##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_exp(T _Complex z) { return cexp##SFX(z); }                                   \
  ACORN_HD inline T _Complex __tg_log(T _Complex z) { return clog##SFX(z); }                                   \
  ACORN_HD inline T _Complex __tg_sin(T _Complex z) { return csin##SFX(z); }                                   \
  ACORN_HD inline T _Complex __tg_cos(T _Complex z) { return ccos##SFX(z); }                                   \
  ACORN_HD inline T _Complex __tg_pow(T _Complex z, T _Complex w) { return cpow##SFX(z, w); }                  \
  ACORN_HD inline T _Complex __tg_tan(T _Complex z) { return ctan##SFX(z); }                                   \
  ACORN_HD inline T _Complex __tg_sinh(T _Complex z) { return csinh##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_cosh(T _Complex z) { return ccosh##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_tanh(T _Complex z) { return ctanh##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_asin(T _Complex z) { return casin##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_acos(T _Complex z) { return cacos##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_atan(T _Complex z) { return catan##SFX(z); }                                 \
  ACORN_HD inline T _Complex __tg_asinh(T _Complex z) { return casinh##SFX(z); }                               \
  ACORN_HD inline T _Complex __tg_acosh(T _Complex z) { return cacosh##SFX(z); }                               \
  ACORN_HD inline T _Complex __tg_atanh(T _Complex z) { return catanh##SFX(z); }                               \
  ACORN_HD inline T __tg_fabs(T _Complex z) { return cabs##SFX(z); }                                           \
  ACORN_HD inline T __tg_creal(T _Complex z) { return creal##SFX(z); }                                         \
  ACORN_HD inline T __tg_cimag(T _Complex z) { return cimag##SFX(z); }                                         \
  ACORN_HD inline T __tg_carg(T _Complex z) { return carg##SFX(z); }                                           \
  ACORN_HD inline T _Complex __tg_conj(T _Complex z) { return conj##SFX(z); }                                  \
  ACORN_HD inline T _Complex __tg_cproj(T _Complex z) { return cproj##SFX(z); }                                \
  /* The complex-only functions of a real argument: as of the complex number with that real part. */           \
  ACORN_HD inline T __tg_creal(T x) { return x; }                                                              \
  ACORN_HD inline T __tg_cimag(T) { return 0; }                                                                \
  ACORN_HD inline T __tg_carg(T x) { return carg##SFX(__acorn_make##SFX(x, 0)); }                              \
  ACORN_HD inline T _Complex __tg_conj(T x) { return __acorn_make##SFX(x, 0); }                                \
  ACORN_HD inline T _Complex __tg_cproj(T x) { return cproj##SFX(__acorn_make##SFX(x, 0)); }

ACORN_TG_COMPLEX(double, )
ACORN_TG_COMPLEX(float, f)
ACORN_TG_COMPLEX(long double, l)
#undef ACORN_TG_COMPLEX

} // namespace __acorn_c
