// The execution context of a routine with loop parallelism (2.15.1: routine gang, worker, vector).
// An orphaned loop partitions its iterations over the threads of the region that called the
// routine: on the GPU those are the built-in thread and block indices, which GpuExec reads; on the
// host the calling gang's thread records its HostExec while the region runs (host_gang). A routine
// called from host code outside any region runs as one gang.
#ifndef ACORN_KERNEL_ROUTINE_EXEC_HPP
#define ACORN_KERNEL_ROUTINE_EXEC_HPP

#include "acorn/kernel/gpu_exec.hpp"
#include "acorn/kernel/host_exec.hpp"

namespace acorn {

struct __acorn_RoutineExec {
  ACORN_HD __acorn_Range __acorn_part(unsigned levels, long long trip) const {
#if defined(__CUDA_ARCH__)
    return GpuExec().__acorn_part(levels, trip);
#else
    return host_exec_here().__acorn_part(levels, trip);
#endif
  }
  ACORN_HD bool __acorn_leader(unsigned partitioned) const {
#if defined(__CUDA_ARCH__)
    return GpuExec().__acorn_leader(partitioned);
#else
    return true;
#endif
  }
  ACORN_HD void __acorn_sync(unsigned partitioned) const {
#if defined(__CUDA_ARCH__)
    GpuExec().__acorn_sync(partitioned);
#endif
  }
  template <class F> ACORN_HD auto __acorn_worker0_value(unsigned partitioned, F call) const {
#if defined(__CUDA_ARCH__)
    return GpuExec().__acorn_worker0_value(partitioned, call);
#else
    return call();
#endif
  }
  template <class Op, class T> ACORN_HD void __acorn_reduce(unsigned levels, T &outer, T value) const {
#if defined(__CUDA_ARCH__)
    GpuExec().__acorn_reduce<Op>(levels, outer, value);
#else
    host_exec_here().__acorn_reduce<Op>(levels, outer, value);
#endif
  }
};

// A variable of a routine's code that the lanes of its gang or worker share (LanesShared.h; Owner:
// Gang or Worker, the level whose code declares it): on the GPU the block's copy, or its worker's,
// in shared memory, one buffer for each Tag (a type declared in the routine, one per variable),
// whose start a region cannot lay out as it does its own (PrivateStorage.h); on the host the
// calling thread's own, `own`. A buffer holds at most 16 KiB: a larger copy stays each thread's own
// (Acorn warns where the type is known), and workers past what the buffer holds stop the program
// with `where` (the variable and its line).
template <unsigned Owner, class Tag, class T> ACORN_HD T &__acorn_lanes_shared(T &own, const char *where) {
#if defined(__CUDA_ARCH__)
  constexpr unsigned long long budget = 16384, fit = budget / sizeof(T);
  constexpr unsigned slots = Owner != Worker || fit == 0 ? 1 : fit < 32 ? (unsigned)fit : 32;
  __shared__ alignas(T) unsigned char copies[fit == 0 ? 1 : slots * sizeof(T)];
  if (fit == 0)
    return own;
  unsigned slot = Owner == Worker ? thread_idx_y() : 0;
  if (slot >= slots) {
    if (thread_idx_x() == 0)
      __builtin_printf("acorn: %s: one copy for each worker's vector lanes: shared memory holds %u, the gang has %u "
                       "workers (use num_workers(%u) or fewer)\n", where, slots, block_dim_y(), slots);
    __trap();
  }
  return reinterpret_cast<T *>(copies)[slot];
#else
  (void)where;
  return own;
#endif
}

} // namespace acorn

#endif // ACORN_KERNEL_ROUTINE_EXEC_HPP
