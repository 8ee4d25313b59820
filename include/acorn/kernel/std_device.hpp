// Device versions of standard functions that regions call and that the C++ library declares for
// the host only before C++20 (where they became constexpr, which Clang compiles for both sides).
// CUDA overloads on the target: in device code these are chosen, in host code the library's.
#ifndef ACORN_KERNEL_STD_DEVICE_HPP
#define ACORN_KERNEL_STD_DEVICE_HPP

// Each is declared only where the file reads the header of the standard one (the driver's
// __ACORN_READS_TUPLE and __ACORN_READS_SWAP, Translate.cpp): the names a header brings into std
// (array, get, swap) must not meet the file's globals under `using namespace std;` where the file
// never asked for them.
#if defined(__cplusplus) && defined(__CUDA__) && __cplusplus < 202002L
#include "acorn/kernel/traits.hpp"

#if __cplusplus >= 201402L && defined(__ACORN_READS_TUPLE)
#include <initializer_list>
#include <tuple>
#include <utility>
namespace acorn {
// std::tie's result in device code: a std::tuple of references whose assignment from a pair or a
// tuple device code can call (tuple's own operator= is constexpr, so host and device, from C++20).
template <class... T> struct device_tie : std::tuple<T &...> {
  using Base = std::tuple<T &...>;
  __device__ explicit device_tie(T &...a) : Base(a...) {}
  __device__ device_tie &operator=(const device_tie &o) { return assign(static_cast<const Base &>(o)); }
  template <class... U> __device__ device_tie &operator=(const std::tuple<U...> &u) { return assign(u); }
  template <class... U> __device__ device_tie &operator=(std::tuple<U...> &&u) {
    return assign(static_cast<std::tuple<U...> &&>(u));
  }
  template <class A, class B> __device__ device_tie &operator=(const std::pair<A, B> &p) { return assign(p); }
  template <class A, class B> __device__ device_tie &operator=(std::pair<A, B> &&p) {
    return assign(static_cast<std::pair<A, B> &&>(p));
  }

private:
  template <class Tuple> __device__ device_tie &assign(Tuple &&u) {
    assignEach(static_cast<Tuple &&>(u), std::index_sequence_for<T...>());
    return *this;
  }
  template <class Tuple, std::size_t... I> __device__ void assignEach(Tuple &&u, std::index_sequence<I...>) {
    (void)std::initializer_list<int>{
        ((void)(std::get<I>(static_cast<Base &>(*this)) = std::get<I>(static_cast<Tuple &&>(u))), 0)...};
  }
};
} // namespace acorn
#endif

#if defined(__ACORN_READS_SWAP)
namespace std {
// Only for what device code swaps (scalars, pointers, plain structs): a class with its own moves
// (std::vector in a host template) must not pick this overload in the device-side compile.
template <class T, typename ::acorn::enable_if<__is_trivially_copyable(T), int>::type = 0>
__device__ inline void swap(T &a, T &b) {
  T t(static_cast<T &&>(a));
  a = static_cast<T &&>(b);
  b = static_cast<T &&>(t);
}
template <class T, decltype(sizeof(0)) N> __device__ inline void swap(T (&a)[N], T (&b)[N]) {
  for (decltype(sizeof(0)) i = 0; i < N; ++i)
    swap(a[i], b[i]);
}
} // namespace std
#endif

#if __cplusplus >= 201402L && defined(__ACORN_READS_TUPLE)
namespace std {
// Device code takes this one (CUDA prefers the device overload to the library's host-device one).
template <class... T> __device__ inline ::acorn::device_tie<T...> tie(T &...a) noexcept {
  return ::acorn::device_tie<T...>(a...);
}
} // namespace std
#endif
#endif

#endif // ACORN_KERNEL_STD_DEVICE_HPP
