// The standard math functions that Clang's CUDA headers declare (__clang_cuda_math_forward_declares.h)
// but leave to the CUDA toolkit's crt/math_functions.hpp to define: the float overloads of <cmath>
// (C++11 26.8) without one in __clang_cuda_cmath.h, and nan/nanf. The prelude reads none of the
// toolkit's headers, so they are defined here, each by the C function with the f suffix (libdevice's):
// without them std::cbrt(float) or <tgmath.h>'s cbrt on a float links to nothing. Only standard
// names: the toolkit's own (rsqrt, sincos, ...) stay free for the program. Read by cuda_prelude.h
// after Clang's <cmath> overloads; they are global, and `using ::cbrt;` in std names them.
#ifndef ACORN_CUDA_TOOLKIT_MATH_H
#define ACORN_CUDA_TOOLKIT_MATH_H

#define __ACORN_MATH_DEVICE static __device__ __inline__ __attribute__((always_inline))

__ACORN_MATH_DEVICE float acosh(float __x) { return ::acoshf(__x); }
__ACORN_MATH_DEVICE float asinh(float __x) { return ::asinhf(__x); }
__ACORN_MATH_DEVICE float atanh(float __x) { return ::atanhf(__x); }
__ACORN_MATH_DEVICE float cbrt(float __x) { return ::cbrtf(__x); }
__ACORN_MATH_DEVICE float copysign(float __x, float __y) { return ::copysignf(__x, __y); }
__ACORN_MATH_DEVICE float erf(float __x) { return ::erff(__x); }
__ACORN_MATH_DEVICE float erfc(float __x) { return ::erfcf(__x); }
__ACORN_MATH_DEVICE float exp2(float __x) { return ::exp2f(__x); }
__ACORN_MATH_DEVICE float expm1(float __x) { return ::expm1f(__x); }
__ACORN_MATH_DEVICE float fdim(float __x, float __y) { return ::fdimf(__x, __y); }
__ACORN_MATH_DEVICE float fma(float __x, float __y, float __z) { return ::fmaf(__x, __y, __z); }
__ACORN_MATH_DEVICE float fmax(float __x, float __y) { return ::fmaxf(__x, __y); }
__ACORN_MATH_DEVICE float fmin(float __x, float __y) { return ::fminf(__x, __y); }
__ACORN_MATH_DEVICE float hypot(float __x, float __y) { return ::hypotf(__x, __y); }
__ACORN_MATH_DEVICE int ilogb(float __x) { return ::ilogbf(__x); }
__ACORN_MATH_DEVICE float lgamma(float __x) { return ::lgammaf(__x); }
__ACORN_MATH_DEVICE long long llrint(float __x) { return ::llrintf(__x); }
__ACORN_MATH_DEVICE long long llround(float __x) { return ::llroundf(__x); }
__ACORN_MATH_DEVICE float log1p(float __x) { return ::log1pf(__x); }
__ACORN_MATH_DEVICE float log2(float __x) { return ::log2f(__x); }
__ACORN_MATH_DEVICE float logb(float __x) { return ::logbf(__x); }
__ACORN_MATH_DEVICE long lrint(float __x) { return ::lrintf(__x); }
__ACORN_MATH_DEVICE long lround(float __x) { return ::lroundf(__x); }
__ACORN_MATH_DEVICE float nearbyint(float __x) { return ::nearbyintf(__x); }
__ACORN_MATH_DEVICE float nextafter(float __x, float __y) { return ::nextafterf(__x, __y); }
__ACORN_MATH_DEVICE float remainder(float __x, float __y) { return ::remainderf(__x, __y); }
// (Clang defines this one only for OpenMP: in CUDA mode the toolkit's would clash with it.)
__ACORN_MATH_DEVICE float remquo(float __x, float __y, int *__q) { return ::remquof(__x, __y, __q); }
__ACORN_MATH_DEVICE float rint(float __x) { return ::rintf(__x); }
__ACORN_MATH_DEVICE float round(float __x) { return ::roundf(__x); }
__ACORN_MATH_DEVICE float scalbln(float __x, long __n) { return ::scalblnf(__x, __n); }
__ACORN_MATH_DEVICE float scalbn(float __x, int __n) { return ::scalbnf(__x, __n); }
__ACORN_MATH_DEVICE float tgamma(float __x) { return ::tgammaf(__x); }
__ACORN_MATH_DEVICE float trunc(float __x) { return ::truncf(__x); }

__ACORN_MATH_DEVICE double nan(const char *__tag) { return __nv_nan((const signed char *)__tag); }
__ACORN_MATH_DEVICE float nanf(const char *__tag) { return __nv_nanf((const signed char *)__tag); }

// C++17's three-argument std::hypot (26.8.3), which libstdc++ defines for the host only: the
// device's is libdevice's norm3d, and arguments of mixed types are promoted as <cmath> promotes them.
#if __cplusplus >= 201703L
template <typename _Tp, bool = __is_integral(_Tp)> struct __acorn_math_promoted { using type = _Tp; };
template <typename _Tp> struct __acorn_math_promoted<_Tp, true> { using type = double; };
template <typename _Tp, typename _Up, typename _Vp,
          bool = __is_arithmetic(_Tp) && __is_arithmetic(_Up) && __is_arithmetic(_Vp)>
struct __acorn_hypot3_result {};
template <typename _Tp, typename _Up, typename _Vp> struct __acorn_hypot3_result<_Tp, _Up, _Vp, true> {
  using type = decltype(typename __acorn_math_promoted<_Tp>::type() + typename __acorn_math_promoted<_Up>::type() +
                        typename __acorn_math_promoted<_Vp>::type());
};
namespace std {
__ACORN_MATH_DEVICE float hypot(float __x, float __y, float __z) { return ::norm3df(__x, __y, __z); }
__ACORN_MATH_DEVICE double hypot(double __x, double __y, double __z) { return ::norm3d(__x, __y, __z); }
template <typename _Tp, typename _Up, typename _Vp>
__ACORN_MATH_DEVICE typename __acorn_hypot3_result<_Tp, _Up, _Vp>::type hypot(_Tp __x, _Up __y, _Vp __z) {
  using __type = typename __acorn_hypot3_result<_Tp, _Up, _Vp>::type;
  return std::hypot(__type(__x), __type(__y), __type(__z));
}
} // namespace std
#endif

#undef __ACORN_MATH_DEVICE

#endif // ACORN_CUDA_TOOLKIT_MATH_H
