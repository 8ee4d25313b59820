// Sections of a cache directive (2.10) staged in fast memory (compiler/analysis/CacheStaging.h).
// Before the loop runs, the gang's threads copy the section into a buffer of the gang's (shared
// memory on the GPU); in the body the array's name stands for a CacheView, whose subscripts read
// the buffer for elements of the section and the array itself for any other element.
#ifndef ACORN_KERNEL_CACHE_VIEW_HPP
#define ACORN_KERNEL_CACHE_VIEW_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

// The section's place: its lower bound and length in each of Rank dimensions.
template <int Rank> struct __acorn_CacheShape {
  long long lower[Rank], length[Rank];
};

// The element at the section's flat index `flat` (row-major over the section), read from Base.
template <int Rank, class P>
ACORN_HD_INLINE decltype(auto) section_element(P base, const __acorn_CacheShape<Rank> &s, long long flat) {
  if constexpr (Rank == 1) {
    return base[s.lower[0] + flat];
  } else {
    long long stride = 1;
    for (int d = 1; d < Rank; ++d)
      stride *= s.length[d];
    __acorn_CacheShape<Rank - 1> rest;
    for (int d = 1; d < Rank; ++d) {
      rest.lower[d - 1] = s.lower[d];
      rest.length[d - 1] = s.length[d];
    }
    return section_element<Rank - 1>(&base[s.lower[0] + flat / stride][0], rest, flat % stride);
  }
}

// A subscript of the cached array, dimension Dim of Rank. `offset` is the flat offset within the
// section of the dimensions already subscripted, -1 once one of them fell outside it.
template <class T, int Rank, int Dim, class P> struct CacheView {
  P base; // the array (its remaining dimensions) as the region sees it
  const T *buffer;
  const __acorn_CacheShape<Rank> *shape;
  long long offset;

  ACORN_HD_INLINE decltype(auto) operator[](long long i) const {
    long long o = i - shape->lower[Dim];
    bool inside = offset >= 0 && (unsigned long long)o < (unsigned long long)shape->length[Dim];
    long long next = inside ? offset * shape->length[Dim] + o : -1;
    if constexpr (Dim + 1 == Rank) {
      return inside ? static_cast<T>(buffer[next]) : static_cast<T>(base[i]);
    } else {
      using Row = decltype(&base[i][0]);
      return CacheView<T, Rank, Dim + 1, Row>{&base[i][0], buffer, shape, next};
    }
  }
};

// The gang's threads fill the buffer from the section; the caller synchronises them before and after.
template <class T, int Rank, class P, class E>
ACORN_HD_INLINE void __acorn_cache_load(const E &ex, T *buffer, P base, const __acorn_CacheShape<Rank> &s) {
  long long total = 1;
  for (int d = 0; d < Rank; ++d)
    total *= s.length[d];
  __acorn_Range r = ex.__acorn_part(Worker | Vector, total);
  for (long long k = r.__acorn_begin; k < r.__acorn_end; k += r.__acorn_step)
    buffer[k] = section_element<Rank>(base, s, k);
}

// The view the body's subscripts of the array go through.
template <class T, int Rank, class P>
ACORN_HD_INLINE CacheView<T, Rank, 0, P> __acorn_cache_view(P base, const T *buffer, const __acorn_CacheShape<Rank> &s) {
  return {base, buffer, &s, 0};
}

} // namespace acorn

#endif // ACORN_KERNEL_CACHE_VIEW_HPP
