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

struct RoutineExec {
  ACORN_HD Range part(unsigned levels, long long trip) const {
#if defined(__CUDA_ARCH__)
    return GpuExec().part(levels, trip);
#else
    return host_exec_here().part(levels, trip);
#endif
  }
  ACORN_HD bool leader(unsigned partitioned) const {
#if defined(__CUDA_ARCH__)
    return GpuExec().leader(partitioned);
#else
    return true;
#endif
  }
  ACORN_HD void sync(unsigned partitioned) const {
#if defined(__CUDA_ARCH__)
    GpuExec().sync(partitioned);
#endif
  }
  template <class Op, class T> ACORN_HD void reduce(unsigned levels, T &outer, T value) const {
#if defined(__CUDA_ARCH__)
    GpuExec().reduce<Op>(levels, outer, value);
#else
    host_exec_here().reduce<Op>(levels, outer, value);
#endif
  }
};

} // namespace acorn

#endif // ACORN_KERNEL_ROUTINE_EXEC_HPP
