// Reduction operators (2.5.15): identity and combine for every arithmetic type, and the helpers
// lowered code calls to open and close a reduction.
#ifndef ACORN_KERNEL_REDUCTION_HPP
#define ACORN_KERNEL_REDUCTION_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

// Floating types: the standard ones and the extensions Clang accepts that the standard traits of
// strict C++ do not list (their identities are infinities too).
template <class T> struct is_reduction_float { static constexpr bool value = __is_floating_point(T); };
#if defined(__FLT16_MAX__)
template <> struct is_reduction_float<_Float16> { static constexpr bool value = true; };
#endif
#if defined(__clang__)
template <> struct is_reduction_float<__bf16> { static constexpr bool value = true; };
#endif
#if defined(__SIZEOF_FLOAT128__)
template <> struct is_reduction_float<__float128> { static constexpr bool value = true; };
#endif

// The type a reduction computes in: for an enum, the integer its values compare as (C's enums are
// integer types, and C++ reduces an enum with max and min): an unscoped enum's promoted type, a
// scoped enum's underlying type; the type itself otherwise.
template <class T, bool = __is_enum(T), bool = __is_convertible(T, int)> struct ReductionArith {
  using type = T;
};
template <class T> struct ReductionArith<T, true, true> { using type = decltype(+declval<T>()); };
template <class T> struct ReductionArith<T, true, false> { using type = underlying_type_t<T>; };
template <class T> using reduction_arith_t = typename ReductionArith<T>::type;
template <class T> ACORN_HD inline reduction_arith_t<T> as_arith(T v) { return static_cast<reduction_arith_t<T>>(v); }

// The least and the largest value of T (2.5.15's identities of max and min).
template <class T> ACORN_HD inline T least_value() {
  using A = reduction_arith_t<T>;
  if constexpr (is_reduction_float<A>::value)
    return T(-A(__builtin_huge_valf()));
  else
    return T(integer_lowest<A>());
}
template <class T> ACORN_HD inline T largest_value() {
  using A = reduction_arith_t<T>;
  if constexpr (is_reduction_float<A>::value)
    return T(A(__builtin_huge_valf()));
  else
    return T(integer_max<A>());
}

struct __acorn_OpAdd {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) + as_arith(b)); }
};
struct __acorn_OpMul {
  template <class T> ACORN_HD static T identity() { return T(1); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) * as_arith(b)); }
};
// max and min of floating values drop a NaN as C's fmax and fmin do: a variable starting as NaN
// (a "not yet set" marker) that the loop updates with fmax ends as the sequential loop leaves it,
// whichever operand (the original value, a private copy, another gang's) the NaN is. float and
// double use the builtins (one instruction on the GPU); the other floating types the same test.
template <class T> ACORN_HD inline bool is_nan_value(T v) {
  if constexpr (is_reduction_float<reduction_arith_t<T>>::value)
    return v != v;
  else
    return false;
}
struct __acorn_OpMax {
  template <class T> ACORN_HD static T identity() { return least_value<T>(); }
  template <class T> ACORN_HD static T combine(T a, T b) {
    if constexpr (__is_same(T, double))
      return __builtin_fmax(a, b);
    else if constexpr (__is_same(T, float))
      return __builtin_fmaxf(a, b);
    else
      return a < b || is_nan_value(a) ? b : a;
  }
};
struct __acorn_OpMin {
  template <class T> ACORN_HD static T identity() { return largest_value<T>(); }
  template <class T> ACORN_HD static T combine(T a, T b) {
    if constexpr (__is_same(T, double))
      return __builtin_fmin(a, b);
    else if constexpr (__is_same(T, float))
      return __builtin_fminf(a, b);
    else
      return b < a || is_nan_value(a) ? b : a;
  }
};
struct __acorn_OpBitAnd {
  template <class T> ACORN_HD static T identity() { return T(~reduction_arith_t<T>(0)); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) & as_arith(b)); }
};
struct __acorn_OpBitOr {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) | as_arith(b)); }
};
struct __acorn_OpBitXor {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) ^ as_arith(b)); }
};
struct __acorn_OpAnd {
  template <class T> ACORN_HD static T identity() { return T(1); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) && as_arith(b)); }
};
struct __acorn_OpOr {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(as_arith(a) || as_arith(b)); }
};

// A reduction's private copy: the operator's identity, of the reduction variable's type (without
// volatile: the copy is the thread's own).
template <class Op, class T> ACORN_HD inline auto __acorn_identity_like(const T &) {
  return Op::template identity<__remove_volatile(T)>();
}

// The ACORN_REDUCE_* type of a reduction result whose type a template's instantiation decides
// (ACORN_MAP_FLAG_REDUCTION), 0 for a type without one.
template <class R> constexpr int __acorn_reduction_type() {
  using T = remove_cvref_t<R>;
  if (__is_same(T, float))
    return ACORN_REDUCE_F32;
  if (__is_same(T, double))
    return ACORN_REDUCE_F64;
  if (!__is_integral(T) || __is_same(T, bool) || (sizeof(T) & (sizeof(T) - 1)) || sizeof(T) > 8)
    return 0;
  int log = sizeof(T) == 1 ? 0 : sizeof(T) == 2 ? 1 : sizeof(T) == 4 ? 2 : 3;
  return (__is_signed(T) ? ACORN_REDUCE_I8 : ACORN_REDUCE_U8) + log;
}

// Combines a private copy into the reduction variable across the given levels (a volatile one as
// its plain type, which the atomic operations that combine take).
template <class Op, class Ex, class T>
ACORN_HD inline void __acorn_reduce(Ex &ex, unsigned levels, T &outer, __remove_volatile(T) value) {
  ex.template __acorn_reduce<Op>(levels, const_cast<__remove_volatile(T) &>(outer), value);
}

// A struct's reduced member (or, element by element, an array member) starts at the identity.
template <class Op, class T> ACORN_HD_INLINE void __acorn_make_identity(T &member) {
  if constexpr (__is_array(T)) {
    for (auto &element : member)
      __acorn_make_identity<Op>(element);
  } else {
    member = Op::template identity<T>();
  }
}

// Combines a struct's private copy of a member into the struct it reduces.
template <class Op, class Ex, class T> ACORN_HD_INLINE void __acorn_reduce_member(Ex &ex, unsigned levels, T &outer, T &value) {
  if constexpr (__is_array(T)) {
    for (unsigned long long i = 0; i < __array_extent(T, 0); ++i)
      __acorn_reduce_member<Op>(ex, levels, outer[i], value[i]);
  } else {
    ex.template __acorn_reduce<Op>(levels, outer, value);
  }
}

// A reduction's private copy of the elements [LB, LB + LEN) of an array (2.5.15), indexed as the
// array is.
template <class T, long long LB, long long LEN> struct ReductionArray {
  T data[LEN];
  template <class I> ACORN_HD T &operator[](I i) { return data[i - LB]; }
  template <class I> ACORN_HD const T &operator[](I i) const { return data[i - LB]; }
  ACORN_HD operator T *() { return data - LB; }
};

// A copy of a whole array of structs, whose members a reduction sets and combines one by one.
template <long long LEN, class A> ACORN_HD_INLINE auto __acorn_struct_array_copy(const A &outer) {
  using T = acorn_val_t<decltype(outer[0])>;
  ReductionArray<T, 0, LEN> copy;
  for (long long i = 0; i < LEN; ++i)
    copy.data[i] = outer[i];
  return copy;
}

template <class Op, long long LB, long long LEN, class A> ACORN_HD_INLINE auto __acorn_array_identity(const A &outer) {
  using T = acorn_val_t<decltype(outer[0])>;
  ReductionArray<T, LB, LEN> copy;
  for (long long i = 0; i < LEN; ++i)
    copy.data[i] = Op::template identity<T>();
  return copy;
}

// A reduction's private copy of a whole C array of arrays (`int hist[4][8]`), indexed as the array.
template <class T> struct ReductionNested {
  T data;
  template <class I> ACORN_HD auto &operator[](I i) { return data[i]; }
  template <class I> ACORN_HD const auto &operator[](I i) const { return data[i]; }
  ACORN_HD operator remove_extent_t<T> *() { return data; }
};

template <class Op, class T> ACORN_HD_INLINE ReductionNested<T> __acorn_nested_identity(const T &) {
  ReductionNested<T> copy;
  __acorn_make_identity<Op>(copy.data);
  return copy;
}

template <class Op, class Ex, class T>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, T &outer, ReductionNested<T> &value) {
  __acorn_reduce_member<Op>(ex, levels, outer, value.data);
}

// The same array reduced again on an inner loop (2.5.15 asks for the clause on each loop of the
// nest): the outer loop's private copy is already a ReductionNested, the inner copy is another.
template <class Op, class T>
ACORN_HD_INLINE ReductionNested<T> __acorn_nested_identity(const ReductionNested<T> &outer) {
  return __acorn_nested_identity<Op>(outer.data);
}

template <class Op, class Ex, class T>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, ReductionNested<T> &outer,
                                          ReductionNested<T> &value) {
  __acorn_reduce_array<Op>(ex, levels, outer.data, value);
}

// A thread's copy of a pointer section [lower, lower + length) reduced with run-time bounds, in the
// launch's private storage; indexed as the section.
template <class T> struct ReductionSpan {
  T *data; // data[lower] is the first element
  long long lower, length;
  template <class I> ACORN_HD T &operator[](I i) { return data[i]; }
  template <class I> ACORN_HD const T &operator[](I i) const { return data[i]; }
  ACORN_HD operator T *() { return data; }
  // A variable-length array of fixed rows (`long h[n][4]`) is its scalars seen as rows:
  // `((long (*)[4])h)[i][j]` (LowerVLA.h).
  template <class Row> ACORN_HD explicit operator Row *() { return reinterpret_cast<Row *>(data); }
};

template <class Op, class A>
ACORN_HD_INLINE auto __acorn_span_identity(const A &outer, char *storage, long long lower, unsigned long long bytes) {
  using T = acorn_val_t<decltype(outer[0])>;
  long long length = (long long)(bytes / sizeof(T));
  T *first = reinterpret_cast<T *>(storage);
  for (long long i = 0; i < length; ++i)
    first[i] = Op::template identity<T>();
  return ReductionSpan<T>{first - lower, lower, length};
}

template <class Op, class Ex, class A, class T>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, A &outer, ReductionSpan<T> &value) {
  for (long long i = value.lower; i < value.lower + value.length; ++i)
    ex.template __acorn_reduce<Op>(levels, outer[i], value.data[i]);
}

// A reduction's private copy of the elements [lower, lower + LEN) of an array or pointer, whose lower
// bound the device computes (`out[r]` in a vector loop inside the gang loop over r): the LEN
// elements in registers, the array's other elements reached where they are; indexed as the array.
template <class T, long long LEN> struct ReductionWindow {
  T data[LEN];
  long long lower;
  T *outer;
  template <class I> ACORN_HD T &operator[](I i) {
    return (long long)i >= lower && (long long)i < lower + LEN ? data[(long long)i - lower] : outer[i];
  }
};

template <class Op, long long LEN, class A> ACORN_HD_INLINE auto __acorn_window_identity(A &outer, long long lower) {
  using T = acorn_val_t<decltype(outer[0])>;
  ReductionWindow<T, LEN> copy;
  for (long long i = 0; i < LEN; ++i)
    copy.data[i] = Op::template identity<T>();
  copy.lower = lower;
  copy.outer = &outer[0];
  return copy;
}

template <class Op, class Ex, class A, class T, long long LEN>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, A &outer, ReductionWindow<T, LEN> &value) {
  for (long long i = 0; i < LEN; ++i)
    ex.template __acorn_reduce<Op>(levels, outer[value.lower + i], value.data[i]);
}

// A reduction's private copy of LEN elements of one row of an array of arrays or a pointer to
// pointers (`c[i][j]` in the loop over k of a matrix product, LEN 1; `h[r][0:4]`), whose row and
// first column the device computes where the loop starts: indexed as the array, those elements are
// the copy, the others are where they are.
template <class T, long long LEN, class A> struct ReductionPoint {
  T data[LEN];
  long long row, column;
  A *outer;
  struct Row {
    ReductionPoint *point;
    long long i;
    template <class J> ACORN_HD T &operator[](J j) const {
      long long k = (long long)j - point->column;
      return i == point->row && k >= 0 && k < LEN ? point->data[k] : (*point->outer)[i][j];
    }
  };
  template <class I> ACORN_HD Row operator[](I i) { return Row{this, (long long)i}; }
};

template <class Op, long long LEN, class A>
ACORN_HD_INLINE auto __acorn_point_identity(A &outer, long long row, long long column) {
  using T = acorn_val_t<decltype(outer[0][0])>;
  ReductionPoint<T, LEN, A> copy;
  for (long long k = 0; k < LEN; ++k)
    copy.data[k] = Op::template identity<T>();
  copy.row = row;
  copy.column = column;
  copy.outer = &outer;
  return copy;
}

template <class Op, class Ex, class A, class T, long long LEN>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, A &outer, ReductionPoint<T, LEN, A> &value) {
  for (long long k = 0; k < LEN; ++k)
    ex.template __acorn_reduce<Op>(levels, outer[value.row][value.column + k], value.data[k]);
}

// Combines each element of a private copy into the array it reduces, across the given levels.
template <class Op, class Ex, class A, class T, long long LB, long long LEN>
ACORN_HD_INLINE void __acorn_reduce_array(Ex &ex, unsigned levels, A &outer, ReductionArray<T, LB, LEN> &value) {
  for (long long i = 0; i < LEN; ++i)
    ex.template __acorn_reduce<Op>(levels, outer[LB + i], value.data[i]);
}

// v converted to the type of `like` (an atomic capture's new value).
template <class T, class U> ACORN_HD inline T __acorn_convert_like(const T &, U v) { return static_cast<T>(v); }

// A device address as a pointer of p's type.
template <class T> ACORN_HD inline T *__acorn_pointer_like(T *, void *device) { return static_cast<T *>(device); }
template <class T> ACORN_HD inline const T *__acorn_pointer_like(const T *, void *device) {
  return static_cast<const T *>(device);
}

} // namespace acorn

#endif // ACORN_KERNEL_REDUCTION_HPP
