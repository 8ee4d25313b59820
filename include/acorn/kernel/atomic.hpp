// Atomic operations (the atomic construct, 2.12, and the gang level of reductions): on values of 1,
// 2, 4 and 8 bytes a compare-and-swap loop on the aligned 4- or 8-byte word that holds the value,
// with the hardware's instructions where there is one; on wider ones (long double on the host) a lock.
#ifndef ACORN_KERNEL_ATOMIC_HPP
#define ACORN_KERNEL_ATOMIC_HPP

#include "acorn/kernel/reduction.hpp"

namespace acorn {

// The word a compare-and-swap works on for a value of type T.
template <class T> struct AtomicWord {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "atomic operations and reductions take values of 1, 2, 4 or 8 bytes");
  using type = ::acorn::conditional_t<sizeof(T) == 8, unsigned long long, unsigned int>;
};

// Values of more than 8 bytes (a `_Complex double` reduced with '*', a long double on the host) have
// no compare-and-swap on every GPU, nor one the host has without libatomic: their updates take turns
// under one lock, which a gang takes once per reduction.
#if defined(__CUDA__)
static __device__ unsigned wide_atomic_lock;
#endif
inline bool host_wide_atomic_lock;

// The GPU's compare-and-swap and add, through Clang's CUDA device functions (the CUDA toolkit's
// atomicCAS and atomicAdd are the same calls, but its headers are not always seen: cuda_prelude.h).
#if defined(__CUDA_ARCH__)
__device__ inline unsigned device_cas(unsigned *x, unsigned expected, unsigned desired) {
  return __uAtomicCAS(x, expected, desired);
}
__device__ inline unsigned long long device_cas(unsigned long long *x, unsigned long long expected,
                                                unsigned long long desired) {
  return __ullAtomicCAS(x, expected, desired);
}
__device__ inline int device_atomic_add(int *x, int e) { return __iAtomicAdd(x, e); }
__device__ inline unsigned device_atomic_add(unsigned *x, unsigned e) { return __uAtomicAdd(x, e); }
__device__ inline unsigned long long device_atomic_add(unsigned long long *x, unsigned long long e) {
  return __ullAtomicAdd(x, e);
}
__device__ inline float device_atomic_add(float *x, float e) { return __fAtomicAdd(x, e); }
__device__ inline double device_atomic_add(double *x, double e) { return __dAtomicAdd(x, e); }
template <class T>
inline constexpr bool has_device_add = __is_same(T, int) || __is_same(T, unsigned) || __is_same(T, float) ||
                                       __is_same(T, double) || __is_same(T, unsigned long long);
#endif

template <class F> inline void under_host_wide_lock(F f) {
  while (__atomic_test_and_set(&host_wide_atomic_lock, __ATOMIC_ACQUIRE)) {
  }
  f();
  __atomic_clear(&host_wide_atomic_lock, __ATOMIC_RELEASE);
}

template <class T, class F> ACORN_HD inline void locked_update(T *x, F f) {
  static_assert(sizeof(T) % 8 == 0, "wide values are updated as 8-byte words");
  using Word = unsigned long long;
#if defined(__CUDA_ARCH__)
  while (__uAtomicCAS(&wide_atomic_lock, 0u, 1u) != 0u) {
  }
  __threadfence();
  volatile Word *words = reinterpret_cast<volatile Word *>(x); // past the caches of other SMs
  Word copy[sizeof(T) / 8];
  for (unsigned i = 0; i < sizeof(T) / 8; ++i)
    copy[i] = words[i];
  T value;
  __builtin_memcpy(&value, copy, sizeof(T));
  value = f(value);
  __builtin_memcpy(copy, &value, sizeof(T));
  for (unsigned i = 0; i < sizeof(T) / 8; ++i)
    words[i] = copy[i];
  __threadfence();
  __uAtomicExch(&wide_atomic_lock, 0u);
#else
  under_host_wide_lock([&] { *x = f(*x); });
#endif
}

// Atomically replaces *x by f(*x); returns the old value. A value smaller than 4 bytes is updated
// inside the aligned 4-byte word that holds it, leaving its neighbours as they are.
template <class T, class F> ACORN_HD inline T atomic_apply_word(T *x, F f) {
  using W = typename AtomicWord<T>::type;
  __UINTPTR_TYPE__ addr = reinterpret_cast<__UINTPTR_TYPE__>(x);
  size_t offset = sizeof(T) < 4 ? (addr & 3) : 0;
  W *word = reinterpret_cast<W *>(addr - offset);
  T old;
  auto updated = [&](W w) {
    __builtin_memcpy(&old, reinterpret_cast<char *>(&w) + offset, sizeof(T));
    T next = static_cast<T>(f(old));
    __builtin_memcpy(reinterpret_cast<char *>(&w) + offset, &next, sizeof(T));
    return w;
  };
#if defined(__CUDA_ARCH__)
  W seen = *reinterpret_cast<volatile W *>(word), assumed;
  do {
    assumed = seen;
    seen = device_cas(word, assumed, updated(assumed));
  } while (seen != assumed);
#else
  W expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(word, &expected, updated(expected), false, __ATOMIC_ACQ_REL,
                                      __ATOMIC_RELAXED)) {
  }
#endif
  return old;
}

// The same for a value of any size: wider than 8 bytes (a long double on the host), under the lock.
template <class T, class F> ACORN_HD inline T atomic_apply(T *x, F f) {
  if constexpr (sizeof(T) > 8) {
    T old;
    locked_update(x, [&](T value) {
      old = value;
      return static_cast<T>(f(value));
    });
    return old;
  } else {
    return atomic_apply_word(x, f);
  }
}

// The operations below take an x of volatile type too (a flag other threads set): the atomic
// operation is its access, made on its storage as the plain type (what the builtins and the GPU's
// instructions take).
template <class T> ACORN_HD inline __remove_volatile(T) *plain(T *x) { return const_cast<__remove_volatile(T) *>(x); }

// x = f(x) with f any function of the old value; returns the old value.
template <class T, class F> ACORN_HD inline auto __acorn_atomic_rmw(T *x, F f) {
  return atomic_apply(::acorn::plain(x), f);
}

// -v in T's arithmetic, wrapping for integers as unsigned ones do (the negation of INT_MIN too).
template <class T> ACORN_HD inline T negated(T v) {
  if constexpr (__is_integral(T))
    return static_cast<T>(0ull - static_cast<unsigned long long>(v));
  else
    return -v;
}

#if defined(__CUDA_ARCH__)
// Whether the hardware's add of T computes C's x = x + e (2.12: x binop expr, in the usual
// arithmetic conversions): the sum's type is T, or both are integers (converting the sum to T wraps
// as T's own add does), or both are floating and e is a value of T (two Ts summed in a type of more
// than twice T's precision round to T as T's add does). `a -= 0.5` on an int is not.
template <class T, class E> __device__ inline bool device_adds(E e) {
  using Sum = decltype(*static_cast<T *>(nullptr) + *static_cast<E *>(nullptr)); // (declval is host code)
  if constexpr (__is_same(Sum, T) || (__is_integral(T) && __is_integral(E)))
    return true;
  else if constexpr (__is_floating_point(T) && __is_floating_point(E))
    return static_cast<E>(static_cast<T>(e)) == e;
  else
    return false;
}
#endif

// x += e, with the hardware's atomic add where it computes the same; returns the old value.
template <class T, class E> ACORN_HD inline auto __acorn_atomic_add(T *x, E e) {
  using U = __remove_volatile(T);
#if defined(__CUDA_ARCH__)
  if constexpr (has_device_add<U>)
    if (device_adds<U>(e))
      return device_atomic_add(::acorn::plain(x), static_cast<U>(e));
#endif
  return atomic_apply(::acorn::plain(x), [e](U old) { return old + e; });
}

// x -= e likewise (not x += -e: `-(1u)` is not -1 for an unsigned long long x).
template <class T, class E> ACORN_HD inline auto __acorn_atomic_sub(T *x, E e) {
  using U = __remove_volatile(T);
#if defined(__CUDA_ARCH__)
  if constexpr (has_device_add<U>)
    if (device_adds<U>(e))
      return device_atomic_add(::acorn::plain(x), negated(static_cast<U>(e)));
#endif
  return atomic_apply(::acorn::plain(x), [e](U old) { return old - e; });
}

template <class T> ACORN_HD inline auto __acorn_atomic_read(const T *x) {
  using U = __remove_volatile(T);
#if defined(__CUDA_ARCH__)
  return static_cast<U>(*reinterpret_cast<const volatile U *>(x)); // aligned loads of up to 8 bytes: one access
#else
  const U *p = ::acorn::plain(x);
  U v;
  if constexpr (sizeof(U) > 8)
    under_host_wide_lock([&] { v = *p; });
  else
    __atomic_load(p, &v, __ATOMIC_ACQUIRE);
  return v;
#endif
}

// Stores e; returns the old value (for the capture form `{v = x; x = e;}`).
template <class T, class E> ACORN_HD inline auto __acorn_atomic_exchange(T *x, E e) {
  using U = __remove_volatile(T);
  U value = static_cast<U>(e);
  return atomic_apply(::acorn::plain(x), [value](U) { return value; });
}

// The same operations on the thread's own storage, which no other thread sees: an atomic statement
// of C on a private enum, whose conversions C++ makes only through these calls (LowerAtomic).
// (A volatile x is read and written as volatile.)
template <class T> ACORN_HD inline auto __acorn_own_read(const T *x) { return static_cast<__remove_volatile(T)>(*x); }
template <class T, class E> ACORN_HD inline auto __acorn_own_exchange(T *x, E e) {
  using U = __remove_volatile(T);
  U old = *x;
  *x = static_cast<U>(e);
  return old;
}
template <class T, class F> ACORN_HD inline auto __acorn_own_rmw(T *x, F f) {
  using U = __remove_volatile(T);
  U old = *x;
  *x = static_cast<U>(f(old));
  return old;
}
template <class T, class E> ACORN_HD inline auto __acorn_own_add(T *x, E e) {
  return __acorn_own_rmw(x, [e](__remove_volatile(T) old) { return old + e; });
}
template <class T, class E> ACORN_HD inline auto __acorn_own_sub(T *x, E e) {
  return __acorn_own_rmw(x, [e](__remove_volatile(T) old) { return old - e; });
}

// The part type of a C `_Complex` type, or of a std::complex (laid out as its two parts too).
template <class T, class = void> struct ComplexPart;
template <> struct ComplexPart<float _Complex> { using type = float; };
template <> struct ComplexPart<double _Complex> { using type = double; };
template <class T>
struct ComplexPart<T, void_t<typename T::value_type, decltype(declval<T &>().imag())>> {
  using type = typename T::value_type;
};

// outer = outer op value, atomically (the gang level of a reduction).
template <class Op, class T> ACORN_HD inline void atomic_combine(T *target, T value) {
  if constexpr (sizeof(T) > 8 && is_reduction_float<T>::value) { // long double, __float128 (host only)
    locked_update(target, [value](T old) { return Op::template combine<T>(old, value); });
  } else if constexpr (sizeof(T) > 8) { // a complex double: a sum part by part, a product under the lock
    using Part = typename ComplexPart<T>::type;
    if constexpr (__is_same(Op, __acorn_OpAdd)) {
      Part *parts = reinterpret_cast<Part *>(target), add[2];
      __builtin_memcpy(add, &value, sizeof add);
      atomic_combine<__acorn_OpAdd>(&parts[0], add[0]);
      atomic_combine<__acorn_OpAdd>(&parts[1], add[1]);
    } else {
      locked_update(target, [value](T old) { return Op::template combine<T>(old, value); });
    }
  } else {
#if defined(__CUDA_ARCH__)
    if constexpr (__is_same(Op, __acorn_OpAdd) && has_device_add<T>) {
      device_atomic_add(target, value);
      return;
    }
#endif
    if constexpr (__is_same(Op, __acorn_OpMax) || __is_same(Op, __acorn_OpMin)) {
      // Most gangs' values do not change the result: they only read it.
      T seen = __acorn_atomic_read(target);
      if (Op::template combine<T>(seen, value) == seen)
        return;
    }
    atomic_apply(target, [value](T old) { return Op::template combine<T>(old, value); });
  }
}

} // namespace acorn

#endif // ACORN_KERNEL_ATOMIC_HPP
