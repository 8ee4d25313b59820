// The execution model that lowered compute regions are written against.
//
// A compute region becomes a generic lambda `[captures] ACORN_HD (auto &__acorn_ex) mutable {...}`
// whose body is the user's code; partitioned loops ask the execution context `__acorn_ex` for their
// share of the iteration space, reductions and single-thread sections go through it too. The same
// lambda is instantiated with GpuExec (one CUDA thread; gang = block, worker = threadIdx.y,
// vector lane = threadIdx.x) and with HostExec (one host thread running one gang).
#ifndef ACORN_KERNEL_HPP
#define ACORN_KERNEL_HPP

#include "acorn/abi.h"

#include <stdint.h>
#include <string.h>
#include <limits>
#include <type_traits>

#if defined(__CUDA__)
#define ACORN_HD __host__ __device__
#define ACORN_GPU 1
#else
#define ACORN_HD
#endif

// A region's lambda may change its firstprivate copies.
#define ACORN_MUTABLE mutable

// Type of a variable with references and qualifiers removed (for private copies).
template <class T> using acorn_val_t = std::remove_cv_t<std::remove_reference_t<T>>;

namespace acorn {

// Levels of parallelism a loop is partitioned across (2.2.1).
enum Level : unsigned { Gang = ACORN_LEVEL_GANG, Worker = ACORN_LEVEL_WORKER, Vector = ACORN_LEVEL_VECTOR };

// What kind of compute construct a region comes from.
enum RegionKind { Parallel = ACORN_REGION_PARALLEL, Kernels = ACORN_REGION_KERNELS, Serial = ACORN_REGION_SERIAL };

struct LaunchConfig {
  int kind = Parallel;
  unsigned levels = 0;    // levels some loop of the region is partitioned across
  int num_gangs = 0;      // 0: chosen by Acorn
  int num_workers = 0;    // 0: chosen by Acorn
  int vector_length = 0;  // 0: chosen by Acorn
  int async = ACORN_ASYNC_SYNC;
  int if_cond = 1;
};

// A partitioned loop's share of [0, trip): for (k = begin; k < end; k += step).
struct Range {
  long long begin, end, step;
};

// ---- loop trip counts (2.9: loops in canonical form) -----------------------------------------

// Trip count of `for (v = lb; v OP ub; v += st)` for each OP; st is signed.
template <class L, class U>
ACORN_HD inline long long trip_lt(L lb, U ub, long long st) {
  return ub > lb ? ((long long)(ub - lb) + st - 1) / st : 0;
}
template <class L, class U>
ACORN_HD inline long long trip_le(L lb, U ub, long long st) {
  return ub >= lb ? (long long)(ub - lb) / st + 1 : 0;
}
template <class L, class U>
ACORN_HD inline long long trip_gt(L lb, U ub, long long st) {
  return lb > ub ? ((long long)(lb - ub) - st - 1) / -st : 0;
}
template <class L, class U>
ACORN_HD inline long long trip_ge(L lb, U ub, long long st) {
  return lb >= ub ? (long long)(lb - ub) / -st + 1 : 0;
}
template <class L, class U>
ACORN_HD inline long long trip_ne(L lb, U ub, long long st) {
  return st > 0 ? trip_lt(lb, ub, st) : trip_gt(lb, ub, st);
}

// ---- reduction operators (2.5.15) ---------------------------------------------------------

struct OpAdd {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return a + b; }
};
struct OpMul {
  template <class T> ACORN_HD static T identity() { return T(1); }
  template <class T> ACORN_HD static T combine(T a, T b) { return a * b; }
};
struct OpMax {
  template <class T> ACORN_HD static T identity() {
    if constexpr (std::is_floating_point<T>::value)
      return -std::numeric_limits<T>::infinity();
    else
      return std::numeric_limits<T>::lowest();
  }
  template <class T> ACORN_HD static T combine(T a, T b) { return a < b ? b : a; }
};
struct OpMin {
  template <class T> ACORN_HD static T identity() {
    if constexpr (std::is_floating_point<T>::value)
      return std::numeric_limits<T>::infinity();
    else
      return std::numeric_limits<T>::max();
  }
  template <class T> ACORN_HD static T combine(T a, T b) { return b < a ? b : a; }
};
struct OpBitAnd {
  template <class T> ACORN_HD static T identity() { return T(~T(0)); }
  template <class T> ACORN_HD static T combine(T a, T b) { return a & b; }
};
struct OpBitOr {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return a | b; }
};
struct OpBitXor {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return a ^ b; }
};
struct OpAnd {
  template <class T> ACORN_HD static T identity() { return T(1); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(a && b); }
};
struct OpOr {
  template <class T> ACORN_HD static T identity() { return T(0); }
  template <class T> ACORN_HD static T combine(T a, T b) { return T(a || b); }
};

// ---- spellings lowered code uses ---------------------------------------------------------------
// Lowered C is compiled as C++ with the user's identifiers that are C++ keywords renamed, so the
// code Acorn writes around it spells no C++-only keyword: these helpers take their place.

// A reduction's private copy: the operator's identity, of the reduction variable's type.
template <class Op, class T> ACORN_HD inline T identity_like(const T &) { return Op::template identity<T>(); }

// Combines a private copy into the reduction variable across the given levels.
template <class Op, class Ex, class T> ACORN_HD inline void reduce(Ex &ex, unsigned levels, T &outer, T value) {
  ex.template reduce<Op>(levels, outer, value);
}

// v converted to the type of `like` (an atomic capture's new value).
template <class T, class U> ACORN_HD inline T convert_like(const T &, U v) { return static_cast<T>(v); }

// A device address as a pointer of p's type.
template <class T> ACORN_HD inline T *pointer_like(T *, void *device) { return static_cast<T *>(device); }
template <class T> ACORN_HD inline const T *pointer_like(const T *, void *device) {
  return static_cast<const T *>(device);
}

// Bit-level storage for atomic compare-and-swap on any 4- or 8-byte type.
template <class T> struct CasWord {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "reduction type must have 4 or 8 bytes");
  using type = typename std::conditional<sizeof(T) == 4, unsigned int, unsigned long long>::type;
};
template <class T> ACORN_HD inline typename CasWord<T>::type to_word(T v) {
  typename CasWord<T>::type w;
  memcpy(&w, &v, sizeof(T));
  return w;
}
template <class T> ACORN_HD inline T from_word(typename CasWord<T>::type w) {
  T v;
  memcpy(&v, &w, sizeof(T));
  return v;
}

// ---- atomic construct (2.12) -------------------------------------------------------------------

// Atomically replaces *x by f(*x); returns the old value. A CAS loop on the value's bits works for
// every 4- and 8-byte type.
template <class T, class F> ACORN_HD inline T atomic_rmw(T *x, F f) {
  using W = typename CasWord<T>::type;
  W *word = reinterpret_cast<W *>(x);
#if defined(__CUDA_ARCH__)
  W old = *reinterpret_cast<volatile W *>(word), assumed;
  do {
    assumed = old;
    old = atomicCAS(word, assumed, to_word<T>(static_cast<T>(f(from_word<T>(assumed)))));
  } while (old != assumed);
  return from_word<T>(old);
#else
  W expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(word, &expected, to_word<T>(static_cast<T>(f(from_word<T>(expected)))),
                                      false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
  }
  return from_word<T>(expected);
#endif
}

// x += e, with the hardware's atomic add where it has one; returns the old value.
template <class T, class E> ACORN_HD inline T atomic_add(T *x, E e) {
#if defined(__CUDA_ARCH__)
  if constexpr (std::is_same<T, int>::value || std::is_same<T, unsigned>::value || std::is_same<T, float>::value ||
                std::is_same<T, double>::value || std::is_same<T, unsigned long long>::value)
    return atomicAdd(x, static_cast<T>(e));
#endif
  return atomic_rmw(x, [e](T old) { return old + e; });
}

template <class T> ACORN_HD inline T atomic_read(T *x) {
  using W = typename CasWord<T>::type;
#if defined(__CUDA_ARCH__)
  return from_word<T>(*reinterpret_cast<volatile W *>(x));
#else
  return from_word<T>(__atomic_load_n(reinterpret_cast<W *>(x), __ATOMIC_ACQUIRE));
#endif
}

// Stores v; returns the old value (for the capture form `{v = x; x = e;}`).
template <class T, class E> ACORN_HD inline T atomic_exchange(T *x, E e) {
  using W = typename CasWord<T>::type;
  W value = to_word<T>(static_cast<T>(e));
#if defined(__CUDA_ARCH__)
  return from_word<T>(atomicExch(reinterpret_cast<W *>(x), value));
#else
  return from_word<T>(__atomic_exchange_n(reinterpret_cast<W *>(x), value, __ATOMIC_ACQ_REL));
#endif
}

// ---- host execution: one gang per host thread -----------------------------------------------

template <class Op, class T> inline void host_atomic_combine(T *target, T value) {
  using W = typename CasWord<T>::type;
  W *word = reinterpret_cast<W *>(target);
  W expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(word, &expected,
                                      to_word<T>(Op::template combine<T>(from_word<T>(expected), value)),
                                      false, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) {
  }
}

struct HostExec {
  int gang, num_gangs;

  // Gang loops are split into contiguous blocks, one per gang; workers and vector lanes are the
  // gang's own thread, so worker and vector loops run whole.
  ACORN_HD Range part(unsigned levels, long long trip) const {
    if (!(levels & Gang) || num_gangs == 1)
      return {0, trip, 1};
    long long chunk = (trip + num_gangs - 1) / num_gangs;
    long long begin = chunk * gang;
    long long end = begin + chunk < trip ? begin + chunk : trip;
    return {begin, end, 1};
  }
  ACORN_HD bool leader(unsigned) const { return true; }
  ACORN_HD void sync(unsigned) const {}

  template <class Op, class T> ACORN_HD void reduce(unsigned levels, T &outer, T value) const {
    if (levels & Gang) {
#if !defined(__CUDA_ARCH__)
      if (num_gangs > 1) {
        host_atomic_combine<Op>(&outer, value);
        return;
      }
#endif
    }
    outer = Op::template combine<T>(outer, value);
  }
};

template <class F> void host_gang(void *closure, int gang, int num_gangs) {
  F body = *static_cast<F *>(closure); // each gang gets its own copy: firstprivate per gang
  HostExec ex{gang, num_gangs};
  body(ex);
}

// ---- GPU execution ----------------------------------------------------------------------------

#if defined(ACORN_GPU)
struct GpuExec {
  // Which thread of the block is this, counted over the levels a loop is partitioned across.
  __device__ Range part(unsigned levels, long long trip) const {
    long long id = 0, count = 1;
    if (levels & Gang) {
      id = blockIdx.x;
      count = gridDim.x;
    }
    if (levels & Worker) {
      id = id * blockDim.y + threadIdx.y;
      count *= blockDim.y;
    }
    if (levels & Vector) {
      id = id * blockDim.x + threadIdx.x;
      count *= blockDim.x;
    }
    return {id, trip, count};
  }

  // The thread that executes statements with side effects in worker-single / vector-single mode:
  // `partitioned` holds the levels already partitioned by enclosing loops.
  __device__ bool leader(unsigned partitioned) const {
    bool lane0 = threadIdx.x == 0;
    return (partitioned & Worker) ? lane0 : (lane0 && threadIdx.y == 0);
  }

  // Make a single thread's writes visible to the threads that execute the same code redundantly.
  __device__ void sync(unsigned partitioned) const {
    if (!(partitioned & Worker) || blockDim.y == 1)
      __syncthreads();
    else
      worker_barrier();
  }

  __device__ void worker_barrier() const {
    // Named barrier per worker: the worker's blockDim.x threads (a multiple of 32).
    asm volatile("bar.sync %0, %1;" ::"r"(threadIdx.y + 1), "r"(blockDim.x) : "memory");
  }

  template <class Op, class T> __device__ static T warp_reduce(T v) {
    for (int offset = 16; offset > 0; offset /= 2)
      v = Op::template combine<T>(v, __shfl_xor_sync(0xffffffffu, v, offset));
    return v;
  }

  // Combine `value` over the threads of the levels in `levels`, then into `outer`: atomically when
  // the gangs take part (outer is in device memory), else in every redundant copy of `outer`.
  template <class Op, class T> __device__ void reduce(unsigned levels, T &outer, T value) const {
    __shared__ T slots[64];
    bool contributes = ((levels & Worker) || threadIdx.y == 0) && ((levels & Vector) || threadIdx.x == 0);
    T v = contributes ? value : Op::template identity<T>();
    bool whole_block = (levels & (Gang | Worker)) || blockDim.y == 1;
    unsigned lane = threadIdx.x % 32;
    unsigned warp = (threadIdx.y * blockDim.x + threadIdx.x) / 32;
    unsigned threads = whole_block ? blockDim.x * blockDim.y : blockDim.x;
    unsigned first_warp = whole_block ? 0 : threadIdx.y * blockDim.x / 32;
    unsigned warps = (threads + 31) / 32;
    unsigned result_slot = whole_block ? 32 : 32 + threadIdx.y;
    if (blockDim.x == 1 && blockDim.y == 1) {
      // a single thread per gang: nothing to combine inside the gang
    } else {
      v = warp_reduce<Op>(v);
      if (lane == 0)
        slots[warp] = v;
      whole_block ? __syncthreads() : worker_barrier();
      if (warp == first_warp) {
        T w = lane < warps ? slots[first_warp + lane] : Op::template identity<T>();
        w = warp_reduce<Op>(w);
        if (lane == 0)
          slots[result_slot] = w;
      }
      whole_block ? __syncthreads() : worker_barrier();
      v = slots[result_slot];
      whole_block ? __syncthreads() : worker_barrier();
    }
    if (levels & Gang) {
      if (threadIdx.x == 0 && threadIdx.y == 0)
        atomic_combine<Op>(&outer, v);
    } else {
      outer = Op::template combine<T>(outer, v);
    }
  }

  template <class Op, class T> __device__ static void atomic_combine(T *target, T value) {
    if constexpr (std::is_same<Op, OpAdd>::value &&
                  (std::is_same<T, double>::value || std::is_same<T, float>::value || std::is_same<T, int>::value ||
                   std::is_same<T, unsigned>::value)) {
      atomicAdd(target, value);
      return;
    }
    using W = typename CasWord<T>::type;
    W *word = reinterpret_cast<W *>(target);
    W old = *reinterpret_cast<volatile W *>(word), assumed;
    do {
      assumed = old;
      old = atomicCAS(word, assumed, to_word<T>(Op::template combine<T>(from_word<T>(assumed), value)));
    } while (old != assumed);
  }
};

template <class F> __global__ void __launch_bounds__(1024) gpu_kernel(F body) {
  GpuExec ex;
  body(ex);
}

inline unsigned round_up_warp(int n) { return n <= 32 ? 32u : (unsigned)((n + 31) / 32 * 32); }

template <class F> void launch_gpu(const acorn_construct *c, const LaunchConfig &cfg, F &body) {
  unsigned levels = cfg.kind == Serial ? 0u : cfg.levels;
  unsigned vector = 1, workers = 1, gangs = 1;
  if (levels & Vector)
    vector = cfg.vector_length > 0 ? round_up_warp(cfg.vector_length) : ((levels & Worker) ? 32u : 128u);
  if (levels & Worker)
    workers = cfg.num_workers > 0 ? (unsigned)cfg.num_workers : 4u;
  if (vector * workers > 1024)
    acorn_fatal(c, "num_workers(%u) x vector_length(%u) exceeds the 1024 threads of a gang", workers, vector);
  if (cfg.kind != Serial && cfg.num_gangs > 0)
    gangs = (unsigned)cfg.num_gangs;
  else if (levels & Gang)
    gangs = (unsigned)acorn_cuda_multiprocessors() * (2048u / (vector * workers));
  cudaStream_t stream = (cudaStream_t)acorn_cuda_stream(cfg.async);
  gpu_kernel<F><<<dim3(gangs), dim3(vector, workers), 0, stream>>>(body);
  acorn_cuda_after_launch(c, cfg.async);
}
#endif

// Run a compute region on the current target (2.5.1-2.5.3).
template <class F> void launch(const acorn_construct *c, const LaunchConfig &cfg, F body) {
  int target = cfg.if_cond ? acorn_compute_target() : ACORN_TARGET_HOST;
#if defined(ACORN_GPU)
  if (target == ACORN_TARGET_NVIDIA) {
    launch_gpu(c, cfg, body);
    return;
  }
#endif
  if (target == ACORN_TARGET_NVIDIA)
    acorn_fatal(c, "this program was compiled without NVIDIA GPU code (-acc=multicore or -acc=host)");
  if (target == ACORN_TARGET_MULTICORE) {
    // Regions with one gang still run through the multicore device, so that they see it as theirs.
    int gangs = 1;
    if (cfg.kind != Serial && cfg.num_gangs > 0)
      gangs = cfg.num_gangs;
    else if (cfg.kind != Serial && (cfg.levels & Gang))
      gangs = acorn_multicore_default_gangs();
    acorn_multicore_run(c, gangs, &host_gang<F>, &body);
    return;
  }
  acorn_host_region_begin();
  host_gang<F>(&body, 0, 1);
  acorn_host_region_end();
}

// A firstprivate C array: copied by value into the region, used like the array (2.5.14).
template <class T, size_t N> struct ArrayCopy {
  T data[N];
  template <class I> ACORN_HD T &operator[](I i) { return data[i]; }
  template <class I> ACORN_HD const T &operator[](I i) const { return data[i]; }
  ACORN_HD operator T *() { return data; }
  ACORN_HD operator const T *() const { return data; }
};
template <class T, size_t N> inline ArrayCopy<T, N> array_copy(const T (&array)[N]) {
  ArrayCopy<T, N> copy;
  memcpy(copy.data, array, sizeof(array));
  return copy;
}

// Device address of a variable whose data is mapped by maps[i] (host range starting at map.host).
template <class T> ACORN_HD inline T *device_address(T *var, const acorn_map &map) {
  return reinterpret_cast<T *>(static_cast<char *>(map.device) +
                               (reinterpret_cast<const char *>(var) - static_cast<const char *>(map.host)));
}

#if defined(ACORN_PROGRAM_TARGET) && !defined(ACORN_GPU)
// This unit has no GPU code: make the CPU target the program's default (before main runs).
namespace {
struct ProgramTarget {
  ProgramTarget() { acorn_set_program_target(ACORN_PROGRAM_TARGET); }
} program_target;
} // namespace
#endif

} // namespace acorn

#endif // ACORN_KERNEL_HPP
