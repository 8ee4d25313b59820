// What the GPU compile of a C++ file sees before the file: the CUDA language (attributes, thread
// indices, launches) and device versions of the C and C++ math and memory functions, from Clang's
// own CUDA headers, but none of the CUDA toolkit's headers. Those, and Clang's wrapper of them,
// declare names at global scope (float3, int4, dim3, min, max, warpSize, ...) that a C++ program
// may define for itself, as it may with NVHPC or GCC, which show no such names. Where Clang's
// headers declare such names, they are renamed here while they are read. A file that includes a
// CUDA header itself is compiled with Clang's usual CUDA wrapper instead (Driver::compileLowered).
// This file is read before the program's files, after its -D macros.
#ifndef ACORN_CUDA_PRELUDE_H
#define ACORN_CUDA_PRELUDE_H

#if defined(__CUDA__) && defined(__clang__)

// The program's -D macros are defined already: the names this file defines for a while and the
// plain names Clang's headers use (`ret.x`, attribute names) are set aside while it is read
// (-Dx=2 must not reach them); its own declarations use reserved names.
#pragma push_macro("min")
#undef min
#pragma push_macro("max")
#undef max
#pragma push_macro("threadIdx")
#undef threadIdx
#pragma push_macro("blockIdx")
#undef blockIdx
#pragma push_macro("blockDim")
#undef blockDim
#pragma push_macro("gridDim")
#undef gridDim
#pragma push_macro("warpSize")
#undef warpSize
#pragma push_macro("uint3")
#undef uint3
#pragma push_macro("dim3")
#undef dim3
#pragma push_macro("CUDA_VERSION")
#undef CUDA_VERSION
#pragma push_macro("char2")
#undef char2
#pragma push_macro("char4")
#undef char4
#pragma push_macro("uchar2")
#undef uchar2
#pragma push_macro("uchar4")
#undef uchar4
#pragma push_macro("short2")
#undef short2
#pragma push_macro("short4")
#undef short4
#pragma push_macro("ushort2")
#undef ushort2
#pragma push_macro("ushort4")
#undef ushort4
#pragma push_macro("int2")
#undef int2
#pragma push_macro("int4")
#undef int4
#pragma push_macro("uint2")
#undef uint2
#pragma push_macro("uint4")
#undef uint4
#pragma push_macro("longlong2")
#undef longlong2
#pragma push_macro("ulonglong2")
#undef ulonglong2
#pragma push_macro("float2")
#undef float2
#pragma push_macro("float4")
#undef float4
#pragma push_macro("double2")
#undef double2
#pragma push_macro("x")
#undef x
#pragma push_macro("y")
#undef y
#pragma push_macro("z")
#undef z
#pragma push_macro("w")
#undef w
#pragma push_macro("r")
#undef r
#pragma push_macro("rv")
#undef rv
#pragma push_macro("ret")
#undef ret
#pragma push_macro("result")
#undef result
#pragma push_macro("ptr")
#undef ptr
#pragma push_macro("mask")
#undef mask
#pragma push_macro("count")
#undef count
#pragma push_macro("offset")
#undef offset
#pragma push_macro("id")
#undef id
#pragma push_macro("pred")
#undef pred
#pragma push_macro("base")
#undef base
#pragma push_macro("get")
#undef get
#pragma push_macro("shift")
#undef shift
#pragma push_macro("shiftWidth")
#undef shiftWidth
#pragma push_macro("file")
#undef file
#pragma push_macro("high32")
#undef high32
#pragma push_macro("low32")
#undef low32
#pragma push_macro("c2")
#undef c2
#pragma push_macro("c4")
#undef c4
#pragma push_macro("d2")
#undef d2
#pragma push_macro("f2")
#undef f2
#pragma push_macro("f4")
#undef f4
#pragma push_macro("i2")
#undef i2
#pragma push_macro("i4")
#undef i4
#pragma push_macro("ll2")
#undef ll2
#pragma push_macro("s2")
#undef s2
#pragma push_macro("s4")
#undef s4
#pragma push_macro("uc2")
#undef uc2
#pragma push_macro("uc4")
#undef uc4
#pragma push_macro("ui2")
#undef ui2
#pragma push_macro("ui4")
#undef ui4
#pragma push_macro("ull2")
#undef ull2
#pragma push_macro("us2")
#undef us2
#pragma push_macro("us4")
#undef us4
#pragma push_macro("device")
#undef device
#pragma push_macro("property")
#undef property
#pragma push_macro("always_inline")
#undef always_inline
#pragma push_macro("noreturn")
#undef noreturn
#pragma push_macro("nothrow")
#undef nothrow
#pragma push_macro("weak")
#undef weak
#pragma push_macro("ext_vector_type")
#undef ext_vector_type

// The CUDA language's attributes, spelled as the toolkit's host_defines.h spells them.
#define __host__ __attribute__((__host__))
#define __device__ __attribute__((__device__))
#define __global__ __attribute__((__global__))
#define __shared__ __attribute__((__shared__))
#define __constant__ __attribute__((__constant__))
#define __managed__ __attribute__((__managed__))
#define __launch_bounds__(...) __attribute__((__launch_bounds__(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((__always_inline__))
#define __noinline__ __attribute__((__noinline__))

// Clang's headers test the toolkit's version: they are read as for CUDA 13 (the intrinsics as
// for CUDA 10, below).
#define CUDA_VERSION 13000

// The C library's headers and the device math, which declare their functions at global scope
// (<math.h>'s y1 and j0, <stdlib.h>'s div, <strings.h>'s index) and <cmath>'s and <cstdlib>'s in
// std, are read only where the file reads those headers itself: a program's globals of those
// names are its own otherwise, as with GCC and NVHPC (__ACORN_READS_*: the driver's, Translate.cpp's
// OptionalStdHeaders). The order of Clang's wrapper: device declarations of the math functions
// before the standard headers, so that their `using ::sqrt;` see them.
#if defined(__ACORN_READS_MATH)
#include <__clang_cuda_math_forward_declares.h>
#elif defined(__ACORN_READS_STDLIB)
// <stdlib.h>'s abs, labs and llabs, and <cstdlib>'s std::abs (libstdc++'s of floating types
// too), have their device versions in Clang's math headers, which also define y1 and j0: without
// the math, these alone.
#define __ACORN_DEVICE_ABS static __inline__ __attribute__((always_inline)) __attribute__((device))
__ACORN_DEVICE_ABS int abs(int __a) { return __a < 0 ? -__a : __a; }
__ACORN_DEVICE_ABS long abs(long __a) { return __a < 0 ? -__a : __a; }
__ACORN_DEVICE_ABS long long abs(long long __a) { return __a < 0 ? -__a : __a; }
__ACORN_DEVICE_ABS long labs(long __a) { return __a < 0 ? -__a : __a; }
__ACORN_DEVICE_ABS long long llabs(long long __a) { return __a < 0 ? -__a : __a; }
__ACORN_DEVICE_ABS float abs(float __a) { return __builtin_fabsf(__a); }
__ACORN_DEVICE_ABS double abs(double __a) { return __builtin_fabs(__a); }
#undef __ACORN_DEVICE_ABS
#endif
#define __CUDACC__
#include <climits>
#include <stddef.h>
// libstdc++'s <cmath> reads its special functions, and with them much of <algorithm> (std::fill,
// std::distance, std::next), only where the file reads them itself: under `using namespace std;`
// those names would meet the file's globals of the same names.
#if !defined(__ACORN_READS_MATH)
#elif __has_include(<bits/c++config.h>) && !defined(__ACORN_READS_SPECFUN)
#include <bits/c++config.h>
#pragma push_macro("_GLIBCXX_USE_STD_SPEC_FUNCS")
#undef _GLIBCXX_USE_STD_SPEC_FUNCS
#include <cmath>
#pragma pop_macro("_GLIBCXX_USE_STD_SPEC_FUNCS")
#else
#include <cmath>
#endif
#if defined(__ACORN_READS_STDLIB)
#include <cstdlib>
#include <stdlib.h>
#endif
#if defined(__ACORN_READS_STRING)
#include <string.h>
#endif
#undef __CUDACC__

// The thread indices under names of Acorn's own (the kernel headers read PTX's registers).
#define threadIdx __acorn_cuda_threadIdx
#define blockIdx __acorn_cuda_blockIdx
#define blockDim __acorn_cuda_blockDim
#define gridDim __acorn_cuda_gridDim
#define warpSize __acorn_cuda_warpSize
#define uint3 __acorn_cuda_uint3
#define dim3 __acorn_cuda_dim3
#include <__clang_cuda_builtin_vars.h>
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
// Clang's math header defines min(int, int) and max(int, int) too.
#if defined(__ACORN_READS_MATH)
#define min __acorn_cuda_min
#define max __acorn_cuda_max
#include <__clang_cuda_math.h>
#undef min
#undef max
#endif

extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ void free(void *) __attribute__((__nothrow__));
__device__ void *malloc(__SIZE_TYPE__) __attribute__((__nothrow__, __malloc__));
__device__ void __assertfail(const char *__message, const char *__file, unsigned __line, const char *__function,
                             __SIZE_TYPE__ __charSize);
__device__ static inline void __assert_fail(const char *__message, const char *__file, unsigned __line,
                                            const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
__device__ int printf(const char *, ...);
} // extern "C"

// The device's operator new and delete, which Clang's wrapper of <new> defines where the file reads
// <new>: device code that ends an object of a class with a virtual destructor (whose deleting
// destructor calls operator delete), or uses new and delete, needs them also where it does not.
#if !defined(__ACORN_READS_NEW)
__device__ inline void *operator new(__SIZE_TYPE__ __size) { return ::malloc(__size ? __size : 1); }
__device__ inline void *operator new[](__SIZE_TYPE__ __size) { return ::operator new(__size); }
__device__ inline void operator delete(void *__ptr) noexcept {
  if (__ptr)
    ::free(__ptr);
}
__device__ inline void operator delete[](void *__ptr) noexcept { ::operator delete(__ptr); }
#if __cplusplus >= 201402L
__device__ inline void operator delete(void *__ptr, __SIZE_TYPE__) noexcept { ::operator delete(__ptr); }
__device__ inline void operator delete[](void *__ptr, __SIZE_TYPE__) noexcept { ::operator delete(__ptr); }
#endif
#endif

#if defined(__ACORN_READS_STDLIB)
namespace std {
__device__ static inline void free(void *__ptr) { ::free(__ptr); }
__device__ static inline void *malloc(__SIZE_TYPE__ __size) { return ::malloc(__size); }
} // namespace std
#endif

// (Clang's <cmath> overloads read <limits>; the functions it leaves to the toolkit are ours.)
#if defined(__ACORN_READS_MATH)
#include <__clang_cuda_cmath.h>
#include "acorn/cuda_toolkit_math.h"
#endif

// Clang's intrinsics (shuffles, __ldg): its __ldg overloads take the toolkit's vector types, here
// under names of Acorn's own. It includes the toolkit's crt/sm_70_rt.hpp, which adds nothing
// without __CUDACC__ (the toolkit's include directory is searched last: -idirafter). Read as for
// CUDA 10: the parts of CUDA 11 on (clusters, asynchronous copies) need the toolkit's headers and
// no lowered code uses them.
struct __attribute__((__aligned__(2))) __acorn_cuda_char2 { char x, y; };
struct __attribute__((__aligned__(4))) __acorn_cuda_char4 { char x, y, z, w; };
struct __attribute__((__aligned__(2))) __acorn_cuda_uchar2 { unsigned char x, y; };
struct __attribute__((__aligned__(4))) __acorn_cuda_uchar4 { unsigned char x, y, z, w; };
struct __attribute__((__aligned__(4))) __acorn_cuda_short2 { short x, y; };
struct __attribute__((__aligned__(8))) __acorn_cuda_short4 { short x, y, z, w; };
struct __attribute__((__aligned__(4))) __acorn_cuda_ushort2 { unsigned short x, y; };
struct __attribute__((__aligned__(8))) __acorn_cuda_ushort4 { unsigned short x, y, z, w; };
struct __attribute__((__aligned__(8))) __acorn_cuda_int2 { int x, y; };
struct __attribute__((__aligned__(16))) __acorn_cuda_int4 { int x, y, z, w; };
struct __attribute__((__aligned__(8))) __acorn_cuda_uint2 { unsigned x, y; };
struct __attribute__((__aligned__(16))) __acorn_cuda_uint4 { unsigned x, y, z, w; };
struct __attribute__((__aligned__(16))) __acorn_cuda_longlong2 { long long x, y; };
struct __attribute__((__aligned__(16))) __acorn_cuda_ulonglong2 { unsigned long long x, y; };
struct __attribute__((__aligned__(8))) __acorn_cuda_float2 { float x, y; };
struct __attribute__((__aligned__(16))) __acorn_cuda_float4 { float x, y, z, w; };
struct __attribute__((__aligned__(16))) __acorn_cuda_double2 { double x, y; };
#define char2 __acorn_cuda_char2
#define char4 __acorn_cuda_char4
#define uchar2 __acorn_cuda_uchar2
#define uchar4 __acorn_cuda_uchar4
#define short2 __acorn_cuda_short2
#define short4 __acorn_cuda_short4
#define ushort2 __acorn_cuda_ushort2
#define ushort4 __acorn_cuda_ushort4
#define int2 __acorn_cuda_int2
#define int4 __acorn_cuda_int4
#define uint2 __acorn_cuda_uint2
#define uint4 __acorn_cuda_uint4
#define longlong2 __acorn_cuda_longlong2
#define ulonglong2 __acorn_cuda_ulonglong2
#define float2 __acorn_cuda_float2
#define float4 __acorn_cuda_float4
#define double2 __acorn_cuda_double2
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#undef CUDA_VERSION
#define CUDA_VERSION 10000
#include <__clang_cuda_intrinsics.h>
#undef __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#undef char2
#undef char4
#undef uchar2
#undef uchar4
#undef short2
#undef short4
#undef ushort2
#undef ushort4
#undef int2
#undef int4
#undef uint2
#undef uint4
#undef longlong2
#undef ulonglong2
#undef float2
#undef float4
#undef double2
#include <__clang_cuda_complex_builtins.h>
#undef CUDA_VERSION
#undef threadIdx
#undef blockIdx
#undef blockDim
#undef gridDim
#undef warpSize
#undef uint3
#undef dim3

// A kernel launch (`k<<<grid, block, bytes, stream>>>(...)`) calls these two by name; their grid
// and block are the toolkit's dim3 by layout.
namespace acorn {
struct cuda_dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr cuda_dim3(unsigned __x = 1, unsigned __y = 1, unsigned __z = 1)
      : x(__x), y(__y), z(__z) {}
};
} // namespace acorn
extern "C" unsigned __cudaPushCallConfiguration(::acorn::cuda_dim3 __grid, ::acorn::cuda_dim3 __block,
                                                __SIZE_TYPE__ __shared_bytes = 0, void *__stream = 0);
extern "C" int cudaLaunchKernel(const void *__kernel, ::acorn::cuda_dim3 __grid, ::acorn::cuda_dim3 __block,
                                void **__args, __SIZE_TYPE__ __shared_bytes, void *__stream);

#pragma pop_macro("min")
#pragma pop_macro("max")
#pragma pop_macro("threadIdx")
#pragma pop_macro("blockIdx")
#pragma pop_macro("blockDim")
#pragma pop_macro("gridDim")
#pragma pop_macro("warpSize")
#pragma pop_macro("uint3")
#pragma pop_macro("dim3")
#pragma pop_macro("CUDA_VERSION")
#pragma pop_macro("char2")
#pragma pop_macro("char4")
#pragma pop_macro("uchar2")
#pragma pop_macro("uchar4")
#pragma pop_macro("short2")
#pragma pop_macro("short4")
#pragma pop_macro("ushort2")
#pragma pop_macro("ushort4")
#pragma pop_macro("int2")
#pragma pop_macro("int4")
#pragma pop_macro("uint2")
#pragma pop_macro("uint4")
#pragma pop_macro("longlong2")
#pragma pop_macro("ulonglong2")
#pragma pop_macro("float2")
#pragma pop_macro("float4")
#pragma pop_macro("double2")
#pragma pop_macro("x")
#pragma pop_macro("y")
#pragma pop_macro("z")
#pragma pop_macro("w")
#pragma pop_macro("r")
#pragma pop_macro("rv")
#pragma pop_macro("ret")
#pragma pop_macro("result")
#pragma pop_macro("ptr")
#pragma pop_macro("mask")
#pragma pop_macro("count")
#pragma pop_macro("offset")
#pragma pop_macro("id")
#pragma pop_macro("pred")
#pragma pop_macro("base")
#pragma pop_macro("get")
#pragma pop_macro("shift")
#pragma pop_macro("shiftWidth")
#pragma pop_macro("file")
#pragma pop_macro("high32")
#pragma pop_macro("low32")
#pragma pop_macro("c2")
#pragma pop_macro("c4")
#pragma pop_macro("d2")
#pragma pop_macro("f2")
#pragma pop_macro("f4")
#pragma pop_macro("i2")
#pragma pop_macro("i4")
#pragma pop_macro("ll2")
#pragma pop_macro("s2")
#pragma pop_macro("s4")
#pragma pop_macro("uc2")
#pragma pop_macro("uc4")
#pragma pop_macro("ui2")
#pragma pop_macro("ui4")
#pragma pop_macro("ull2")
#pragma pop_macro("us2")
#pragma pop_macro("us4")
#pragma pop_macro("device")
#pragma pop_macro("property")
#pragma pop_macro("always_inline")
#pragma pop_macro("noreturn")
#pragma pop_macro("nothrow")
#pragma pop_macro("weak")
#pragma pop_macro("ext_vector_type")

#endif // __CUDA__ && __clang__
#endif // ACORN_CUDA_PRELUDE_H
