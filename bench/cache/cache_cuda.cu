// Hand-written CUDA reference for cache_acc.c: the same table gather, with the table staged in
// shared memory as CUDA programmers write it: each block of 256 threads copies it once, then
// walks a grid-stride loop over the iterations (as many blocks as run at once). A run is a launch
// followed by a synchronisation, as the OpenACC construct is synchronous.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "cache_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,                  \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

#define TABLE 1024
#define LOOKUPS 32

__global__ void gather_kernel(const double *__restrict__ table, const unsigned *__restrict__ keys,
                              double *__restrict__ out, long n) {
  __shared__ double staged[TABLE];
  for (int t = threadIdx.x; t < TABLE; t += blockDim.x)
    staged[t] = table[t];
  __syncthreads();
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x) {
    unsigned h = keys[i];
    double s = 0.0;
    for (int r = 0; r < LOOKUPS; r++) {
      s += staged[h % TABLE];
      h = h * 1664525u + 1013904223u;
    }
    out[i] = s;
  }
}

static double *d_table, *d_out;
static unsigned *d_keys;
static long count;
static int blocks;

extern "C" int cuda_cache_init(const double *table, const unsigned *keys, long n) {
  count = n;
  CHECK(cudaMalloc(&d_table, TABLE * sizeof(double)));
  CHECK(cudaMalloc(&d_keys, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_out, n * sizeof(double)));
  CHECK(cudaMemcpy(d_table, table, TABLE * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_keys, keys, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  int per_sm = 0, sms = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, gather_kernel, 256, 0));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  blocks = per_sm * sms;
  return 0;
}

extern "C" void cuda_cache_run(void) {
  gather_kernel<<<blocks, 256>>>(d_table, d_keys, d_out, count);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
}

extern "C" void cuda_cache_result(double *out) {
  CHECK(cudaMemcpy(out, d_out, count * sizeof(double), cudaMemcpyDeviceToHost));
}

extern "C" void cuda_cache_free(void) {
  cudaFree(d_table);
  cudaFree(d_keys);
  cudaFree(d_out);
}
