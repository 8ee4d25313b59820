// Hand-written CUDA reference for stencil_acc.c: the same 5-point stencil as a 2-D kernel, one
// thread per cell, blocks of 32 x 8 threads (a warp reads 32 consecutive doubles of a row), on its
// own two device grids. Each sweep is a launch followed by a synchronisation, as each OpenACC
// construct is synchronous.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "stencil_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,                \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

__global__ void stencil_kernel(const double *__restrict__ in, double *__restrict__ out, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] + in[i * n + j - 1] + in[i * n + j + 1]);
}

static int size;
static double *d_a, *d_b;

extern "C" int cuda_stencil_init(const double *grid, int n) {
  size_t bytes = (size_t)n * n * sizeof(double);
  size = n;
  CHECK(cudaMalloc(&d_a, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMemcpy(d_a, grid, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, grid, bytes, cudaMemcpyHostToDevice));
  return 0;
}

// sweeps sweeps, a -> b, then b -> a, ...
extern "C" void cuda_stencil_run(int sweeps) {
  dim3 block(32, 8), grid((size + 31) / 32, (size + 7) / 8);
  for (int s = 0; s < sweeps; s++) {
    stencil_kernel<<<grid, block>>>(s % 2 ? d_b : d_a, s % 2 ? d_a : d_b, size);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
  }
}

extern "C" void cuda_stencil_result(double *a, double *b) {
  size_t bytes = (size_t)size * size * sizeof(double);
  CHECK(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, d_b, bytes, cudaMemcpyDeviceToHost));
}

extern "C" void cuda_stencil_free(void) {
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
}
