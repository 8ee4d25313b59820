// Storage a gang or a thread has of its own. Private copies of pointer sections (2.5.13 private,
// 2.5.14 firstprivate, 2.9.10 loop private): `private(p[lo:n])` rebinds p, inside the region or loop,
// to the calling thread's copy in the launch's private storage (GpuExec / HostExec::private_storage),
// indexed as the original. Tiles of reads staged in shared memory (TileStaging.h).
#ifndef ACORN_KERNEL_PRIVATE_SECTION_HPP
#define ACORN_KERNEL_PRIVATE_SECTION_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

// The copy that `owner` (the innermost level sharing it) holds at `offset`, so that p[lo] is its first element.
template <class P, class E>
ACORN_HD_INLINE P __acorn_private_section(const E &ex, unsigned owner, unsigned long long offset, long long lower) {
  return reinterpret_cast<P>(ex.__acorn_private_storage(owner, offset)) - lower;
}

// firstprivate: the gang's copy, filled from the original section (its device copy) by the gang.
template <class P, class E>
ACORN_HD_INLINE P __acorn_first_private_section(const E &ex, P original, unsigned long long offset, long long lower,
                                        unsigned long long bytes) {
  P copy = __acorn_private_section<P>(ex, Gang, offset, lower);
  ex.copy_gang_private((char *)(copy + lower), (const char *)(original + lower), bytes);
  return copy;
}

// A tile of a read staged through fast memory, tile by tile (compiler/analysis/TileStaging.h).
template <int Id, class T, int R, int C, class E> ACORN_HD_INLINE T (&__acorn_stage_tile(const E &ex))[R][C] {
  return ex.template __acorn_stage_tile<Id, T, R, C>();
}

} // namespace acorn

#endif // ACORN_KERNEL_PRIVATE_SECTION_HPP
