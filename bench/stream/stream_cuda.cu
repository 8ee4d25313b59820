// Hand-written CUDA reference for stream_acc.c: the same five kernels, sizes, timing method and
// report (see stream_common.h), written the way a CUDA programmer would.
//
//   nvcc -O3 -arch=sm_90 stream_cuda.cu -o stream_cuda
//   ./stream_cuda [N] [iterations]
//
// Element-wise kernels: one element per thread, 256 threads per block (the plain fast choice for
// streaming; the grid has ceil(N/256) blocks). dot: a grid-stride loop over a grid sized to fill
// the GPU, warp shuffles, then shared memory across the block's warps, then one atomicAdd per
// block. Each kernel is timed on the host around launch + cudaDeviceSynchronize, as an OpenACC
// synchronous construct is; dot's time includes zeroing the result and copying it back, which
// an OpenACC reduction also does.
#include <cuda_runtime.h>

#include "stream_common.h"

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "stream_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,                 \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

constexpr int kThreads = 256;

__global__ void init_kernel(double *__restrict__ a, double *__restrict__ b,
                            double *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }
}

__global__ void copy_kernel(const double *__restrict__ a, double *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i];
}

__global__ void mul_kernel(double *__restrict__ b, const double *__restrict__ c, double s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = s * c[i];
}

__global__ void add_kernel(const double *__restrict__ a, const double *__restrict__ b,
                           double *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

__global__ void triad_kernel(double *__restrict__ a, const double *__restrict__ b,
                             const double *__restrict__ c, double s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = b[i] + s * c[i];
}

__global__ void dot_kernel(const double *__restrict__ a, const double *__restrict__ b,
                           double *__restrict__ result, int n) {
  __shared__ double warp_sums[kThreads / 32];
  double sum = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    sum += a[i] * b[i];
  for (int offset = 16; offset > 0; offset /= 2)
    sum += __shfl_down_sync(0xffffffffu, sum, offset);
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warp_sums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = lane < kThreads / 32 ? warp_sums[lane] : 0.0;
    for (int offset = 16; offset > 0; offset /= 2)
      sum += __shfl_down_sync(0xffffffffu, sum, offset);
    if (lane == 0)
      atomicAdd(result, sum);
  }
}

static double times[STREAM_KERNELS][STREAM_MAX_ITERATIONS];

int main(int argc, char **argv) {
  int n, iterations;
  stream_args(argc, argv, &n, &iterations);
  const size_t bytes = (size_t)n * sizeof(double);
  double *a = (double *)malloc(bytes), *b = (double *)malloc(bytes), *c = (double *)malloc(bytes);
  if (!a || !b || !c) {
    fprintf(stderr, "stream_cuda: out of memory for N = %d\n", n);
    return 2;
  }
  double *d_a, *d_b, *d_c, *d_sum;
  CHECK(cudaMalloc(&d_a, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMalloc(&d_c, bytes));
  CHECK(cudaMalloc(&d_sum, sizeof(double)));

  int device = 0, sms = 0, blocks_per_sm = 0;
  cudaDeviceProp prop;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaGetDeviceProperties(&prop, device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, dot_kernel, kThreads, 0));
  const int blocks = (n + kThreads - 1) / kThreads;
  int dot_blocks = sms * blocks_per_sm;
  if (dot_blocks > blocks)
    dot_blocks = blocks;
  const double s = STREAM_SCALAR;
  double sum = 0.0;

  init_kernel<<<blocks, kThreads>>>(d_a, d_b, d_c, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  for (int it = 0; it < iterations; ++it) {
    double t = stream_now();
    copy_kernel<<<blocks, kThreads>>>(d_a, d_c, n);
    CHECK(cudaDeviceSynchronize());
    times[K_COPY][it] = stream_now() - t;

    t = stream_now();
    mul_kernel<<<blocks, kThreads>>>(d_b, d_c, s, n);
    CHECK(cudaDeviceSynchronize());
    times[K_MUL][it] = stream_now() - t;

    t = stream_now();
    add_kernel<<<blocks, kThreads>>>(d_a, d_b, d_c, n);
    CHECK(cudaDeviceSynchronize());
    times[K_ADD][it] = stream_now() - t;

    t = stream_now();
    triad_kernel<<<blocks, kThreads>>>(d_a, d_b, d_c, s, n);
    CHECK(cudaDeviceSynchronize());
    times[K_TRIAD][it] = stream_now() - t;

    t = stream_now();
    CHECK(cudaMemsetAsync(d_sum, 0, sizeof(double)));
    dot_kernel<<<dot_blocks, kThreads>>>(d_a, d_b, d_sum, n);
    CHECK(cudaMemcpy(&sum, d_sum, sizeof(double), cudaMemcpyDeviceToHost));
    times[K_DOT][it] = stream_now() - t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, d_b, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(c, d_c, bytes, cudaMemcpyDeviceToHost));

  printf("# cuda stream on %s (%d SMs; dot: %d blocks of %d threads)\n", prop.name, sms,
         dot_blocks, kThreads);
  int ok = stream_check(n, iterations, a, b, c, sum);
  stream_report("cuda", n, iterations, times);
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_c));
  CHECK(cudaFree(d_sum));
  free(a);
  free(b);
  free(c);
  return ok ? 0 : 1;
}
