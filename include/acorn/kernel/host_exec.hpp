// Host execution (host and multicore targets): one gang per host thread.
#ifndef ACORN_KERNEL_HOST_EXEC_HPP
#define ACORN_KERNEL_HOST_EXEC_HPP

#include "acorn/kernel/atomic.hpp"
#include "acorn/kernel/reduction.hpp"

namespace acorn {

struct HostExec {
  int gang, num_gangs; // gangs of all dimensions, dimension 1 varying fastest
  int gangs2 = 1, gangs3 = 1; // num_gangs(n1, n2, n3): n2 and n3
  char *scratch = nullptr; // this gang's private copies of pointer sections (PrivateLayout)
  PrivateLayout privates = {};

  // Gang loops are split into contiguous blocks, one per gang; workers and vector lanes are the
  // gang's own thread, so worker and vector loops run whole.
  ACORN_HD __acorn_Range __acorn_part(unsigned levels, long long trip) const {
    if (!(levels & Gang) || num_gangs == 1)
      return {0, trip, 1};
    // gang(dim:d): this gang's index and the gang count along dimension d.
    int gangs1 = num_gangs / (gangs2 * gangs3);
    unsigned dim = levels >> ACORN_GANG_DIM_SHIFT;
    long long id = dim == 0 ? gang % gangs1 : dim == 1 ? gang / gangs1 % gangs2 : gang / (gangs1 * gangs2);
    long long count = dim == 0 ? gangs1 : dim == 1 ? gangs2 : gangs3;
    long long chunk = (trip + count - 1) / count;
    long long begin = chunk * id;
    long long end = begin + chunk < trip ? begin + chunk : trip;
    return {begin, end, 1};
  }
  // A tile grid: this gang's contiguous run of the rows x cols tiles.
  ACORN_HD __acorn_TileChunk __acorn_tiles(long long rows, long long cols) const {
    __acorn_Range r = __acorn_part(Gang, rows * cols);
    if (r.__acorn_begin >= r.__acorn_end)
      return {0, 0, 0, 0};
    return {r.__acorn_begin / cols, r.__acorn_begin % cols, (r.__acorn_end - 1) / cols + 1, (r.__acorn_end - 1) % cols + 1};
  }
  // The lanes of a tile's elements: the gang's thread runs every lane.
  ACORN_HD __acorn_Range __acorn_lanes(unsigned count) const { return {0, count, 1}; }
  // Workers and lanes run one after another on the gang's thread: one copy of each level serves.
  ACORN_HD char *__acorn_private_storage(unsigned owner, unsigned long long offset) const {
    return scratch + offset + (owner == Gang ? 0 : owner == Worker ? privates.gang : privates.gang + privates.worker);
  }
  ACORN_HD void copy_gang_private(char *to, const char *from, unsigned long long bytes) const {
    __builtin_memcpy(to, from, bytes);
  }
  // A tile of a staged read (of arithmetic type): the gang's thread's own buffer, libacorn's
  // (acorn_host_stage_buffer: no thread-local variable of the program's objects).
  template <int Id, class T, int R, int C> ACORN_HD T (&__acorn_stage_tile() const)[R][C] {
#if defined(__CUDA_ARCH__)
    return *reinterpret_cast<T (*)[R][C]>(scratch); // host code: never runs on the device
#else
    return *static_cast<T (*)[R][C]>(acorn_host_stage_buffer(Id, sizeof(T[R][C])));
#endif
  }
  ACORN_HD bool __acorn_leader(unsigned) const { return true; }
  ACORN_HD void __acorn_sync(unsigned) const {}
  template <class F> ACORN_HD auto __acorn_worker0_value(unsigned, F call) const { return call(); }

  template <class Op, class T> ACORN_HD void __acorn_reduce(unsigned levels, T &outer, T value) const {
    if (levels & Gang) {
#if !defined(__CUDA_ARCH__)
      if (num_gangs > 1) {
        atomic_combine<Op>(&outer, value);
        return;
      }
#endif
    }
    outer = Op::template combine<T>(outer, value);
  }
};

#if !defined(__CUDA_ARCH__)
// The gang this host thread runs while a region runs on it, for the orphaned loops of the routines
// it calls (RoutineExec): libacorn keeps it (acorn_host_exec_swap in host_gang).
inline HostExec host_exec_here() {
  const auto *Here = static_cast<const HostExec *>(acorn_host_exec_current());
  return Here ? *Here : HostExec{0, 1};
}
#endif

// What every gang of a host launch starts from.
template <class F> struct HostLaunch {
  F *body;
  PrivateLayout privates;
  int gangs2, gangs3;
};

template <class F> void host_gang(void *__acorn_launch, int gang, int num_gangs) {
  const HostLaunch<F> &l = *static_cast<HostLaunch<F> *>(__acorn_launch);
  F body = *l.body; // each gang gets its own copy: firstprivate per gang
  HostExec ex{gang, num_gangs, l.gangs2, l.gangs3};
#if !defined(__CUDA_ARCH__)
  ex.privates = l.privates;
  if (!l.privates.empty())
    ex.scratch = static_cast<char *>(__builtin_malloc(l.privates.per_gang(1, 1)));
  const void *outer = acorn_host_exec_swap(&ex);
#endif
  body(ex);
#if !defined(__CUDA_ARCH__)
  acorn_host_exec_swap(outer);
  __builtin_free(ex.scratch);
#endif
}

} // namespace acorn

#endif // ACORN_KERNEL_HOST_EXEC_HPP
