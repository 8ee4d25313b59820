// The basics lowered regions use: host+device marking, launch configuration, loop trip counts,
// and the helpers lowered code spells instead of C++-only keywords.
#ifndef ACORN_KERNEL_BASE_HPP
#define ACORN_KERNEL_BASE_HPP

#include "acorn/abi.h"
#include "acorn/kernel/traits.hpp"

#if defined(__CUDA__)
#define ACORN_HD __host__ __device__
#define ACORN_GPU 1
#else
#define ACORN_HD
#endif
// Helpers inlined into the kernel: a call that is not would be linked against the register
// budget of the kernel's launch bounds.
#define ACORN_HD_INLINE ACORN_HD inline __attribute__((always_inline))
// A namespace opened in the code of C regions, whose C++ keywords are renamed (CAsCxx.h).
#define ACORN_NAMESPACE(name) namespace name {

// 2.13 declare: the device copy of a declared global is a __device__ variable of the GPU code
// (`ACORN_GPU_ONLY(__device__ T name;)`), registered with the runtime through its host handle
// (ACORN_DEVICE_SYMBOL). Device functions name it through ACORN_DECLARED(host, device): the device
// copy in GPU code, the host variable itself in host code (host and multicore targets share it).
// Without GPU code there is no device copy: ACORN_GPU_ONLY(declaration) drops it.
#if defined(__CUDA__)
#define ACORN_GPU_ONLY(...) __VA_ARGS__
#define ACORN_DEVICE_SYMBOL(x) ((const void *)&(x))
#else
#define ACORN_GPU_ONLY(...)
#define ACORN_DEVICE_SYMBOL(x) ((const void *)0)
#endif
// The type of the device copy of x (the C device unit spells no C++ keyword itself).
#define ACORN_COPY_TYPE(x) acorn_val_t<decltype(x)>
#if defined(__CUDA_ARCH__)
#define ACORN_DECLARED(host, device) device
#else
#define ACORN_DECLARED(host, device) host
#endif

// C device unit: a function of C linkage that the C file defines, without directives in its body.
// GPU code defines the program's device symbol (a C++ file's device code may call it); in host
// code the C unit's definition is the program's function, and this copy is inline (regions may
// inline it; the C unit's strong symbol wins at link).
#if defined(__CUDA_ARCH__)
#define ACORN_C_HOST_INLINE
#else
#define ACORN_C_HOST_INLINE inline
#endif

// A region's lambda may change its firstprivate copies.
#define ACORN_MUTABLE mutable

// Type of a variable with references and qualifiers removed (for private copies).
template <class T> using acorn_val_t = acorn::remove_cvref_t<T>;

namespace acorn {

// The device copy of a declared global whose class constructs its objects (default member
// initialisers) but copies them as bytes: storage of the same layout, which a __device__ variable
// may be (it has an empty constructor); the directives' copies fill it.
template <class T> union __acorn_DeviceStorage {
  T __acorn_value;
  ACORN_HD __acorn_DeviceStorage() {}
};

// C's compound literals are lvalues that live to the end of their block; C++'s are temporaries.
// C device code copies one it refers to (an array, `&(int){i}`) into storage declared before the
// statement (LowerCompoundLiterals) through this, and refers to the copy.
template <class S, class L> ACORN_HD inline __remove_reference_t(L) &__acorn_c_literal(S &storage, L &&value) {
  __builtin_memcpy(&storage, &value, sizeof(S));
  return *reinterpret_cast<__remove_reference_t(L) *>(&storage);
}


// Levels of parallelism a loop is partitioned across (2.2.1).
enum Level : unsigned { Gang = ACORN_LEVEL_GANG, Worker = ACORN_LEVEL_WORKER, Vector = ACORN_LEVEL_VECTOR };

// What kind of compute construct a region comes from.
enum RegionKind { Parallel = ACORN_REGION_PARALLEL, Kernels = ACORN_REGION_KERNELS, Serial = ACORN_REGION_SERIAL };

// Storage of the private copies of pointer sections (`private(p[0:n])`, 2.5.13-14): bytes per gang,
// per worker and per vector lane, laid out by the host before the launch; each gang's block holds
// its own gang part, then its workers' parts, then its lanes' parts.
struct PrivateLayout {
  unsigned long long gang = 0, worker = 0, thread = 0;

  // The offset of `bytes` more in the part of `owner` (the innermost level sharing one copy).
  unsigned long long __acorn_add(unsigned owner, unsigned long long bytes) {
    unsigned long long &part = owner == Vector ? thread : owner == Worker ? worker : gang;
    unsigned long long offset = (part + 15) / 16 * 16;
    part = offset + (bytes + 15) / 16 * 16;
    return offset;
  }
  ACORN_HD unsigned long long per_gang(unsigned workers, unsigned threads) const {
    return gang + workers * worker + threads * thread;
  }
  ACORN_HD bool empty() const { return gang == 0 && worker == 0 && thread == 0; }
};

struct __acorn_LaunchConfig {
  int __acorn_kind = Parallel;
  unsigned __acorn_levels = 0;    // levels some loop of the region is partitioned across
  int __acorn_num_gangs = 0;      // 0: chosen by Acorn
  int __acorn_num_gangs2 = 1, __acorn_num_gangs3 = 1; // num_gangs(n1, n2, n3): gangs along dimensions 2 and 3
  int __acorn_num_workers = 0;    // 0: chosen by Acorn
  int __acorn_vector_length = 0;  // 0: chosen by Acorn
  int __acorn_async = ACORN_ASYNC_SYNC;
  int __acorn_if_cond = 1;
  long long __acorn_trip = 0;         // trip count of the launch's gang loop when the host knows it, else 0
  unsigned __acorn_trip_levels = 0;   // the levels that loop is partitioned across
  bool __acorn_tile_grid = false;     // gang (x, y) runs tile (x, y) of a tiled loop: trip tiles along x,
  long long __acorn_tile_rows = 0;    // and tile_rows along y
  bool __acorn_resident_grid = false; // a grid from trip holds no more gangs than run at once (reductions)
  PrivateLayout __acorn_privates;
};

// A partitioned loop's share of [0, trip): for (k = begin; k < end; k += step).
struct __acorn_Range {
  long long __acorn_begin, __acorn_end, __acorn_step;
};

// How many of a collapsed nest's iterations from k on this thread runs one after another along the
// innermost loop, row_left of which remain in the row: a run of a host gang's range (the inner loop
// then vectorises), one iteration of a GPU thread's.
ACORN_HD inline long long __acorn_contiguous_run(const __acorn_Range &r, long long k, long long row_left) {
#if defined(__CUDA_ARCH__)
  (void)r, (void)k, (void)row_left;
  return 1;
#else
  return r.__acorn_step != 1 ? 1 : row_left < r.__acorn_end - k ? row_left : r.__acorn_end - k;
#endif
}

// A gang's tiles of a nest tiled over two loops: the tiles from (first_row, first_col) to
// (end_row - 1, end_col - 1) in row-major order (one tile on the GPU, a run of them on the host):
//   for (r = first_row; r < end_row; ++r) for (c = row_begin(r); c < row_end(r, cols); ++c)
struct __acorn_TileChunk {
  long long __acorn_first_row, __acorn_first_col, __acorn_end_row, __acorn_end_col;
  ACORN_HD long long __acorn_row_begin(long long row) const { return row == __acorn_first_row ? __acorn_first_col : 0; }
  ACORN_HD long long __acorn_row_end(long long row, long long cols) const { return row + 1 == __acorn_end_row ? __acorn_end_col : cols; }
};

// ---- loop trip counts (2.9: loops in canonical form) -----------------------------------------

// Trip count of `for (v = lb; v OP ub; v += st)` for each OP; st is signed. Written with `<` and
// `-` only: in a template the bounds may be random-access iterators of class type (2.9).
template <class L, class U>
ACORN_HD inline long long __acorn_trip_lt(L lb, U ub, long long st) {
  return lb < ub ? ((long long)(ub - lb) + st - 1) / st : 0;
}
template <class L, class U>
ACORN_HD inline long long __acorn_trip_le(L lb, U ub, long long st) {
  return !(ub < lb) ? (long long)(ub - lb) / st + 1 : 0;
}
template <class L, class U>
ACORN_HD inline long long __acorn_trip_gt(L lb, U ub, long long st) {
  return ub < lb ? ((long long)(lb - ub) - st - 1) / -st : 0;
}
template <class L, class U>
ACORN_HD inline long long __acorn_trip_ge(L lb, U ub, long long st) {
  return !(lb < ub) ? (long long)(lb - ub) / -st + 1 : 0;
}
template <class L, class U>
ACORN_HD inline long long __acorn_trip_ne(L lb, U ub, long long st) {
  return st > 0 ? __acorn_trip_lt(lb, ub, st) : __acorn_trip_gt(lb, ub, st);
}

// Device address of a variable whose data is mapped by maps[i] (host range starting at map.host).
// (The offset through integers: T may be volatile, or a __restrict pointer, which no cast to a char
// pointer keeps.)
template <class T> ACORN_HD inline T *__acorn_device_address(T *var, const acorn_map &map) {
  __UINTPTR_TYPE__ offset = reinterpret_cast<__UINTPTR_TYPE__>(var) - reinterpret_cast<__UINTPTR_TYPE__>(map.host);
  return reinterpret_cast<T *>(static_cast<char *>(map.device) + offset);
}

// A firstprivate C array: copied by value into the region, used like the array (2.5.14).
template <class T, size_t N> struct ArrayCopy {
  T data[N];
  template <class I> ACORN_HD T &operator[](I i) { return data[i]; }
  template <class I> ACORN_HD const T &operator[](I i) const { return data[i]; }
  ACORN_HD operator T *() { return data; }
  ACORN_HD operator const T *() const { return data; }
};
template <class T, size_t N> inline ArrayCopy<T, N> __acorn_array_copy(const T (&array)[N]) {
  ArrayCopy<T, N> copy;
  if constexpr (__is_volatile(T)) { // byte by byte: volatile accesses, as the program's own copy would make
    for (size_t i = 0; i < sizeof(array); ++i)
      reinterpret_cast<volatile char *>(copy.data)[i] = reinterpret_cast<const volatile char *>(array)[i];
  } else {
    __builtin_memcpy(copy.data, array, sizeof(array));
  }
  return copy;
}

} // namespace acorn

#endif // ACORN_KERNEL_BASE_HPP
