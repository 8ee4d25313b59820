// The type traits and numeric limits the kernel headers use, from Clang's builtins: the kernel
// headers are read before the program's file in every compile, and <type_traits> or <limits>
// would declare std::is_same, std::rank, std::swap, std::numeric_limits there, which under
// `using namespace std;` meet the program's globals of those names where the file never asked
// for those headers (GCC and NVHPC show none). (Clang reverts a trait keyword that a header
// declares as a name, as libstdc++'s cpp_type_traits.h does __is_pointer and __is_arithmetic:
// those two are written as templates here.)
#ifndef ACORN_KERNEL_TRAITS_HPP
#define ACORN_KERNEL_TRAITS_HPP

namespace acorn {

template <bool B, class T, class F> struct conditional { using type = T; };
template <class T, class F> struct conditional<false, T, F> { using type = F; };
template <bool B, class T, class F> using conditional_t = typename conditional<B, T, F>::type;

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };

template <class...> using void_t = void;
template <class T> T &&declval() noexcept;

template <class T> using remove_cvref_t = __remove_cv(__remove_reference_t(T));
template <class T> using remove_extent_t = __remove_extent(T);
template <class T> using remove_pointer_t = __remove_pointer(T);
template <class T> using underlying_type_t = __underlying_type(T);

template <class T> struct is_pointer_type { static constexpr bool value = false; };
template <class T> struct is_pointer_type<T *> { static constexpr bool value = true; };
template <class T> struct is_pointer_type<T *const> { static constexpr bool value = true; };
template <class T> struct is_pointer_type<T *volatile> { static constexpr bool value = true; };
template <class T> struct is_pointer_type<T *const volatile> { static constexpr bool value = true; };

// The least and the largest value of an integer type (std::numeric_limits' lowest and max),
// computed in the type: (2^(bits-2) - 1) * 2 + 1 does not overflow.
template <class T> constexpr T integer_max() {
  if constexpr (__is_signed(T))
    return T((T(T(1) << (sizeof(T) * 8 - 2)) - 1) * 2 + 1);
  else
    return T(~T(0));
}
template <class T> constexpr T integer_lowest() {
  if constexpr (__is_signed(T))
    return T(-integer_max<T>() - 1);
  else
    return T(0);
}

} // namespace acorn

#endif // ACORN_KERNEL_TRAITS_HPP
