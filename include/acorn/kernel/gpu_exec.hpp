// GPU execution: gang = thread block, worker = thread_idx_y(), vector lane = thread_idx_x().
#ifndef ACORN_KERNEL_GPU_EXEC_HPP
#define ACORN_KERNEL_GPU_EXEC_HPP

#include "acorn/gang_shape.h"
#include "acorn/kernel/atomic.hpp"
#include "acorn/kernel/reduction.hpp"

namespace acorn {

#if defined(ACORN_GPU)
// The thread's place in its launch, read from PTX's registers as CUDA's threadIdx, blockIdx,
// blockDim and gridDim are (whose names are not always declared: cuda_prelude.h).
__device__ inline unsigned thread_idx_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ inline unsigned thread_idx_y() { return __nvvm_read_ptx_sreg_tid_y(); }
__device__ inline unsigned block_idx_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ inline unsigned block_idx_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
__device__ inline unsigned block_idx_z() { return __nvvm_read_ptx_sreg_ctaid_z(); }
__device__ inline unsigned block_dim_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ inline unsigned block_dim_y() { return __nvvm_read_ptx_sreg_ntid_y(); }
__device__ inline unsigned grid_dim_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
__device__ inline unsigned grid_dim_y() { return __nvvm_read_ptx_sreg_nctaid_y(); }
__device__ inline unsigned grid_dim_z() { return __nvvm_read_ptx_sreg_nctaid_z(); }

struct GpuExec {
  char *scratch = nullptr; // the private copies of pointer sections, PrivateLayout per gang
  PrivateLayout privates;
  long long row_base = 0;  // a tile grid launched in parts of 65535 rows: the part's first row

  // Which thread of the block is this, counted over the levels a loop is partitioned across.
  __device__ __acorn_Range __acorn_part(unsigned levels, long long trip) const {
    long long id = 0, count = 1;
    if (levels & Gang) {
      // gang(dim:d): the gangs along dimension d (num_gangs(n1, n2, n3) is the grid's x, y, z).
      unsigned dim = levels >> ACORN_GANG_DIM_SHIFT;
      id = dim == 0 ? block_idx_x() : dim == 1 ? block_idx_y() : block_idx_z();
      count = dim == 0 ? grid_dim_x() : dim == 1 ? grid_dim_y() : grid_dim_z();
    }
    if (levels & Worker) {
      id = id * block_dim_y() + thread_idx_y();
      count *= block_dim_y();
    }
    if (levels & Vector) {
      id = id * block_dim_x() + thread_idx_x();
      count *= block_dim_x();
    }
    return {id, trip, count};
  }

  // A tile grid (LaunchConfig::tile_grid): gang (x, y) runs tile (x, y) alone, a loop of one
  // iteration that the compiler removes. The grid is exactly the tiles (launch_gpu).
  __device__ __acorn_TileChunk __acorn_tiles(long long, long long) const {
    long long row = block_idx_y() + row_base, col = block_idx_x();
    return {row, col, row + 1, col + 1};
  }

  // A tile's elements over exactly `count` vector lanes (the launch's vector length, fixed by
  // Acorn): lane l runs element b + l of each block b of count elements, a loop of one iteration.
  // (count is a constant argument, not a template one, as C regions keep C's names, `template`
  // among them: inlining brings it to the loop.)
  __device__ __acorn_Range __acorn_lanes(unsigned count) const {
    unsigned lane = thread_idx_x();
    __builtin_assume(lane < count);
    return {lane, lane + 1LL, 1};
  }

  // The thread that executes statements with side effects in worker-single / vector-single mode:
  // `partitioned` holds the levels already partitioned by enclosing loops.
  __device__ bool __acorn_leader(unsigned partitioned) const {
    bool lane0 = thread_idx_x() == 0;
    return (partitioned & Worker) ? lane0 : (lane0 && thread_idx_y() == 0);
  }

  // Make a single thread's writes visible to the threads that execute the same code redundantly.
  __device__ void __acorn_sync(unsigned partitioned) const {
    if (!(partitioned & Worker) || block_dim_y() == 1)
      __syncthreads();
    else
      worker_barrier();
  }

  // The calling thread's copy of a private pointer section owned by `owner` (gang, worker or lane).
  __device__ char *__acorn_private_storage(unsigned owner, unsigned long long offset) const {
    unsigned long long gang = block_idx_x() + grid_dim_x() * (block_idx_y() + (unsigned long long)grid_dim_y() * block_idx_z());
    char *block = scratch + gang * privates.per_gang(block_dim_y(), block_dim_x() * block_dim_y());
    if (owner == Gang)
      return block + offset;
    block += privates.gang;
    if (owner == Worker)
      return block + thread_idx_y() * privates.worker + offset;
    block += block_dim_y() * privates.worker;
    return block + (thread_idx_y() * block_dim_x() + thread_idx_x()) * privates.thread + offset;
  }

  // A tile of a staged read (TileStaging.h): shared memory, one buffer for each Id of a kernel.
  template <int Id, class T, int R, int C> __device__ T (&__acorn_stage_tile() const)[R][C] {
    __shared__ T tile[R][C];
    return tile;
  }

  // firstprivate of a pointer section: the gang's threads fill the gang's copy together.
  __device__ void copy_gang_private(char *to, const char *from, unsigned long long bytes) const {
    unsigned long long t = thread_idx_y() * block_dim_x() + thread_idx_x(), n = block_dim_x() * block_dim_y();
    if (bytes % 8 == 0 && (__UINTPTR_TYPE__)from % 8 == 0) {
      for (unsigned long long i = t; i < bytes / 8; i += n)
        reinterpret_cast<unsigned long long *>(to)[i] = reinterpret_cast<const unsigned long long *>(from)[i];
    } else {
      for (unsigned long long i = t; i < bytes; i += n)
        to[i] = from[i];
    }
    __syncthreads();
  }

  __device__ void worker_barrier() const {
    // A worker of one warp waits for its warp; a wider one (block_dim_x() a multiple of 32) at a named
    // barrier of its own: ids 1 to 15 (launch_gpu keeps such workers to 15).
    if (block_dim_x() == 32)
      __syncwarp();
    else
      asm volatile("bar.sync %0, %1;" ::"r"(thread_idx_y() + 1), "r"(block_dim_x()) : "memory");
  }

  // A lane's value from the lane `offset` away, for any type: integers under 4 bytes travel as int,
  // others (2-byte floats too, which an int would truncate) as their 4- or 8-byte words.
  template <class T> __device__ static T shuffle_xor(T v, int offset) {
    if constexpr (__is_integral(T) && sizeof(T) < 4) {
      return static_cast<T>(__shfl_xor_sync(0xffffffffu, static_cast<int>(v), offset));
    } else {
      using W = ::acorn::conditional_t<sizeof(T) % 8 == 0, unsigned long long, unsigned>;
      W words[(sizeof(T) + sizeof(W) - 1) / sizeof(W)] = {};
      __builtin_memcpy(words, &v, sizeof(T));
      for (W &w : words)
        w = __shfl_xor_sync(0xffffffffu, w, offset);
      __builtin_memcpy(&v, words, sizeof(T));
      return v;
    }
  }

  template <class Op, class T> __device__ static T warp_reduce(T v) {
    for (int offset = 16; offset > 0; offset /= 2)
      v = Op::template combine<T>(v, shuffle_xor(v, offset));
    return v;
  }

  // Combine `value` over the threads of the levels in `levels`, then into `outer`: atomically when
  // the gangs take part (outer is in device memory), else in every redundant copy of `outer`.
  template <class Op, class T> __device__ void __acorn_reduce(unsigned levels, T &outer, T value) const {
    // (Raw storage: shared memory takes no constructors, and std::complex has one.)
    __shared__ alignas(T) unsigned char slot_bytes[64 * sizeof(T)];
    T *slots = reinterpret_cast<T *>(slot_bytes);
    bool whole_block = (levels & (Gang | Worker)) || block_dim_y() == 1;
    // Lanes of a level the loop is not partitioned across hold copies of one value; a reduction
    // inside one worker (vector only) is each worker's own, whatever the workers do.
    bool contributes = (!whole_block || (levels & Worker) || thread_idx_y() == 0) && ((levels & Vector) || thread_idx_x() == 0);
    T v = contributes ? value : Op::template identity<T>();
    unsigned lane = thread_idx_x() % 32;
    unsigned warp = (thread_idx_y() * block_dim_x() + thread_idx_x()) / 32;
    unsigned threads = whole_block ? block_dim_x() * block_dim_y() : block_dim_x();
    unsigned first_warp = whole_block ? 0 : thread_idx_y() * block_dim_x() / 32;
    unsigned warps = (threads + 31) / 32;
    unsigned result_slot = whole_block ? 32 : 32 + thread_idx_y();
    if (block_dim_x() == 1 && (block_dim_y() == 1 || !whole_block)) {
      // one thread per gang, or per worker: nothing to combine inside the gang
    } else if (block_dim_x() == 1) {
      // Workers without vector lanes share warps, so lanes are not thread_idx_x(): combine the
      // workers' values through shared memory instead of shuffles.
      unsigned tid = thread_idx_y();
      for (unsigned i = tid; i < 64; i += block_dim_y())
        slots[i] = Op::template identity<T>();
      __syncthreads();
      atomic_combine<Op>(&slots[tid % 64], v);
      __syncthreads();
      if (tid == 0) {
        T w = slots[0];
        for (unsigned i = 1; i < 64; ++i)
          w = Op::template combine<T>(w, slots[i]);
        slots[0] = w;
      }
      __syncthreads();
      v = slots[0];
      __syncthreads();
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
      if (thread_idx_x() == 0 && thread_idx_y() == 0)
        atomic_combine<Op>(&outer, v);
    } else {
      outer = Op::template combine<T>(outer, v);
    }
  }

};

template <class F>
__global__ void __launch_bounds__(1024) gpu_kernel(F body, char *scratch, PrivateLayout privates, long long row_base) {
  GpuExec ex;
  ex.scratch = scratch;
  ex.privates = privates;
  ex.row_base = row_base;
  // A body the compiler keeps as a function of its own fits the kernel's 64 registers too: device
  // code is compiled with ptxas --maxrregcount=64 (forcing the inlining instead made the tile
  // transpose 10% slower).
  body(ex);
}

// A launch's grid and block: the toolkit's dim3, or its stand-in where the toolkit's headers are
// not seen (cuda_prelude.h).
#if defined(ACORN_CUDA_PRELUDE_H)
using launch_dim3 = ::acorn::cuda_dim3;
#else
using launch_dim3 = ::dim3;
#endif

inline unsigned round_up_warp(int n) { return n <= 32 ? 32u : (unsigned)((n + 31) / 32 * 32); }

template <class F> void launch_gpu(const acorn_construct *c, const __acorn_LaunchConfig &cfg, F &body) {
  unsigned levels = cfg.__acorn_kind == Serial ? 0u : cfg.__acorn_levels;
  unsigned vector = 1, workers = 1, gangs = 1;
  // A gang-vector loop with a grid from its trip count: blocks of 256 threads, as CUDA code over
  // an array is usually launched (fewer, longer-lived blocks than 128).
  bool streaming = cfg.__acorn_trip > 0 && cfg.__acorn_trip_levels == (Gang | Vector) && !(levels & Worker);
  if (levels & Vector)
    vector = cfg.__acorn_vector_length > 0 ? round_up_warp(cfg.__acorn_vector_length)
                                   : ((levels & Worker) ? 32u : streaming ? 256u : 128u);
  if (levels & Worker)
    workers = cfg.__acorn_num_workers > 0 ? (unsigned)cfg.__acorn_num_workers : 4u;
  acorn_gang_shape(c, &workers, &vector); // at most 1024 threads, 15 workers wider than a warp
  if (cfg.__acorn_kind != Serial && cfg.__acorn_num_gangs > 0) {
    gangs = (unsigned)cfg.__acorn_num_gangs;
  } else if ((levels & Gang) && cfg.__acorn_trip > 0) {
    // One iteration of the gang loop per thread (or per gang for a gang-only loop), as CUDA code
    // launches a grid over its data: no thread walks a grid-stride loop.
    long long per_gang = ((cfg.__acorn_trip_levels & Worker) ? workers : 1) * ((cfg.__acorn_trip_levels & Vector) ? vector : 1);
    long long wanted = (cfg.__acorn_trip + per_gang - 1) / per_gang;
    gangs = (unsigned)(wanted < 2147483647LL ? wanted : 2147483647LL);
    // A reduction's gangs each combine into the result atomically: no more than run at once.
    if (cfg.__acorn_resident_grid) {
      unsigned resident = (unsigned)acorn_cuda_multiprocessors() * (2048u / (vector * workers));
      gangs = gangs < resident ? gangs : resident;
    }
  } else if (levels & Gang) {
    gangs = (unsigned)acorn_cuda_multiprocessors() * (2048u / (vector * workers));
  }
  launch_dim3 grid(gangs);
  if (cfg.__acorn_kind != Serial)
    grid = launch_dim3(gangs, (unsigned)cfg.__acorn_num_gangs2, (unsigned)cfg.__acorn_num_gangs3);
  char *scratch = nullptr;
  if (!cfg.__acorn_privates.empty()) {
    // Every gang holds its private copies: no more gangs than a gigabyte of copies, unless asked.
    unsigned long long per_gang = cfg.__acorn_privates.per_gang(workers, vector * workers);
    unsigned long long fit = (1ull << 30) / per_gang;
    if (!(cfg.__acorn_kind != Serial && cfg.__acorn_num_gangs > 0) && grid.x > fit)
      grid.x = fit > 0 ? (unsigned)fit : 1u;
    scratch = (char *)acorn_cuda_scratch(c, (unsigned long long)grid.x * grid.y * grid.z * per_gang, cfg.__acorn_async);
  }
  void *stream = acorn_cuda_stream(cfg.__acorn_async);
  if (cfg.__acorn_tile_grid) {
    // A tile grid: every tile its gang, rows in parts of the grid's 65535 along y (no tiles: no
    // launch, as the region is the tiled loop alone).
    if (cfg.__acorn_trip > 2147483647LL)
      acorn_fatal(c, "%lld tiles along the inner tiled loop exceed the 2147483647 gangs of a grid", cfg.__acorn_trip);
    for (long long row = 0; cfg.__acorn_trip > 0 && row < cfg.__acorn_tile_rows; row += 65535) {
      unsigned rows = (unsigned)(cfg.__acorn_tile_rows - row < 65535 ? cfg.__acorn_tile_rows - row : 65535);
      gpu_kernel<F><<<launch_dim3((unsigned)cfg.__acorn_trip, rows), launch_dim3(vector, workers), 0, stream>>>(body, scratch, cfg.__acorn_privates, row);
    }
  } else {
    gpu_kernel<F><<<grid, launch_dim3(vector, workers), 0, stream>>>(body, scratch, cfg.__acorn_privates, 0);
  }
  if (scratch)
    acorn_cuda_scratch_release(scratch, cfg.__acorn_async);
  acorn_cuda_after_launch(c, cfg.__acorn_async);
}
#endif


} // namespace acorn

#endif // ACORN_KERNEL_GPU_EXEC_HPP
