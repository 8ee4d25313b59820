// Device versions of standard functions that regions call and that the C++ library declares for
// the host only before C++20 (where they became constexpr, which Clang compiles for both sides).
// CUDA overloads on the target: in device code these are chosen, in host code the library's.
#ifndef ACORN_KERNEL_STD_DEVICE_HPP
#define ACORN_KERNEL_STD_DEVICE_HPP

#if defined(__cplusplus) && defined(__CUDA__) && __cplusplus < 202002L
#include <cstddef>
#include <type_traits>
#include <utility>

namespace std {
// Only for what device code swaps (scalars, pointers, plain structs): a class with its own moves
// (std::vector in a host template) must not pick this overload in the device-side compile.
template <class T, typename enable_if<is_trivially_copyable<T>::value, int>::type = 0>
__device__ inline void swap(T &a, T &b) {
  T t(static_cast<T &&>(a));
  a = static_cast<T &&>(b);
  b = static_cast<T &&>(t);
}
template <class T, size_t N> __device__ inline void swap(T (&a)[N], T (&b)[N]) {
  for (size_t i = 0; i < N; ++i)
    swap(a[i], b[i]);
}
} // namespace std
#endif

#endif // ACORN_KERNEL_STD_DEVICE_HPP
