// Hand-written CUDA reference for transpose_acc.c: the classic tiled transpose (NVIDIA's "An
// Efficient Matrix Transpose in CUDA C/C++"): a block of 32 x 8 threads moves a 32 x 32 tile, each
// thread 4 elements, reading rows of `in` and writing rows of `out` (both coalesced) through a
// shared-memory tile padded to 33 columns so that reading a column hits 32 different banks. Bounds
// checks make any N work. Each transpose is a launch followed by a synchronisation, as each OpenACC
// construct is synchronous.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "transpose_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,              \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

constexpr int kTile = 32, kRows = 8;

__global__ void transpose_kernel(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x; // column of in
  int y = blockIdx.y * kTile + threadIdx.y; // row of in
  for (int k = 0; k < kTile; k += kRows)
    if (x < n && y + k < n)
      tile[threadIdx.y + k][threadIdx.x] = in[(y + k) * n + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x; // column of out = row of in
  y = blockIdx.x * kTile + threadIdx.y; // row of out = column of in
  for (int k = 0; k < kTile; k += kRows)
    if (x < n && y + k < n)
      out[(y + k) * n + x] = tile[threadIdx.x][threadIdx.y + k];
}

static int size;
static float *d_in, *d_out;

extern "C" int cuda_transpose_init(const float *in, int n) {
  size_t bytes = (size_t)n * n * sizeof(float);
  size = n;
  CHECK(cudaMalloc(&d_in, bytes));
  CHECK(cudaMalloc(&d_out, bytes));
  CHECK(cudaMemcpy(d_in, in, bytes, cudaMemcpyHostToDevice));
  return 0;
}

extern "C" void cuda_transpose_run(int times) {
  dim3 block(kTile, kRows), grid((size + kTile - 1) / kTile, (size + kTile - 1) / kTile);
  for (int t = 0; t < times; t++) {
    transpose_kernel<<<grid, block>>>(d_in, d_out, size);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
  }
}

extern "C" void cuda_transpose_result(float *out) {
  CHECK(cudaMemcpy(out, d_out, (size_t)size * size * sizeof(float), cudaMemcpyDeviceToHost));
}

extern "C" void cuda_transpose_free(void) {
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
}
