// Hand-written CUDA reference for reduction_acc.c: sum and max of the same N doubles and floats,
// on its own device copies. Written as a CUDA programmer would: a grid-stride loop over a grid
// sized to fill the GPU (256 threads per block), warp shuffles, shared memory across the block's
// warps, one partial result per block, then a second one-block kernel over the partials (a second
// pass rather than atomics: double has no atomic max, and the sums come out deterministic). Each
// call returns the result on the host, so it includes the copy back, as an OpenACC reduction does.
#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "reduction_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,              \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

constexpr int kThreads = 256;

template <class T, bool Max> __device__ T identity() { return Max ? T(-INFINITY) : T(0); }
template <class T, bool Max> __device__ T combine(T a, T b) { return Max ? (a < b ? b : a) : a + b; }

// The block's result, valid in thread 0. blockDim.x is a multiple of 32.
template <class T, bool Max> __device__ T block_reduce(T v) {
  __shared__ T warp_values[32];
  for (int offset = 16; offset > 0; offset /= 2)
    v = combine<T, Max>(v, __shfl_down_sync(0xffffffffu, v, offset));
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warp_values[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? warp_values[lane] : identity<T, Max>();
    for (int offset = 16; offset > 0; offset /= 2)
      v = combine<T, Max>(v, __shfl_down_sync(0xffffffffu, v, offset));
  }
  return v;
}

template <class T, bool Max>
__global__ void partial_kernel(const T *__restrict__ x, int n, T *__restrict__ partial) {
  T v = identity<T, Max>();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    v = combine<T, Max>(v, x[i]);
  v = block_reduce<T, Max>(v);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = v;
}

template <class T, bool Max>
__global__ void final_kernel(const T *__restrict__ partial, int count, T *__restrict__ result) {
  T v = identity<T, Max>();
  for (int i = threadIdx.x; i < count; i += blockDim.x)
    v = combine<T, Max>(v, partial[i]);
  v = block_reduce<T, Max>(v);
  if (threadIdx.x == 0)
    *result = v;
}

static int n_values;
static double *d_a, *d_partial, *d_result; // d_partial and d_result also hold floats
static float *d_f;

template <class T, bool Max> static T reduce(const T *x) {
  static int blocks = 0; // one full wave of blocks, found once per kernel
  if (blocks == 0) {
    int device, sms, per_sm;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, partial_kernel<T, Max>, kThreads, 0));
    blocks = sms * per_sm;
    if (blocks > (n_values + kThreads - 1) / kThreads)
      blocks = (n_values + kThreads - 1) / kThreads;
  }
  partial_kernel<T, Max><<<blocks, kThreads>>>(x, n_values, (T *)d_partial);
  final_kernel<T, Max><<<1, 1024>>>((const T *)d_partial, blocks, (T *)d_result);
  CHECK(cudaGetLastError());
  T result;
  CHECK(cudaMemcpy(&result, d_result, sizeof(T), cudaMemcpyDeviceToHost));
  return result;
}

extern "C" int cuda_reduce_init(const double *a, const float *f, int n) {
  n_values = n;
  CHECK(cudaMalloc(&d_a, (size_t)n * sizeof(double)));
  CHECK(cudaMalloc(&d_f, (size_t)n * sizeof(float)));
  CHECK(cudaMalloc(&d_partial, 64 * 1024 * sizeof(double))); // more than one wave ever has blocks
  CHECK(cudaMalloc(&d_result, sizeof(double)));
  CHECK(cudaMemcpy(d_a, a, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_f, f, (size_t)n * sizeof(float), cudaMemcpyHostToDevice));
  return 0;
}

extern "C" double cuda_reduce_double(int max) {
  return max ? reduce<double, true>(d_a) : reduce<double, false>(d_a);
}

extern "C" float cuda_reduce_float(int max) {
  return max ? reduce<float, true>(d_f) : reduce<float, false>(d_f);
}

extern "C" void cuda_reduce_free(void) {
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_f));
  CHECK(cudaFree(d_partial));
  CHECK(cudaFree(d_result));
}
