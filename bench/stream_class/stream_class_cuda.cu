// The CUDA reference for stream_class_acc.cpp, in the CUDA shape of the same C++ suites: a class
// template holding device arrays; element-wise kernels of one element per thread in blocks of
// 1024 threads, each call followed by cudaDeviceSynchronize; dot in a fixed grid of four blocks
// per multiprocessor (a grid-stride loop, a tree in shared memory, one partial sum per block)
// whose partial sums the host adds after copying them back.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "stream_class_common.h"

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      std::fprintf(stderr, "stream_class_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString(err_));                                                    \
      std::exit(3);                                                                              \
    }                                                                                            \
  } while (0)

constexpr int kBlock = 1024;

template <class T> __global__ void init_kernel(T *a, T *b, T *c, T ia, T ib, T ic, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n) {
    a[i] = ia;
    b[i] = ib;
    c[i] = ic;
  }
}
template <class T> __global__ void copy_kernel(const T *a, T *c, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n)
    c[i] = a[i];
}
template <class T> __global__ void mul_kernel(T *b, const T *c, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n)
    b[i] = T(startScalar) * c[i];
}
template <class T> __global__ void add_kernel(const T *a, const T *b, T *c, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
template <class T> __global__ void triad_kernel(T *a, const T *b, const T *c, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n)
    a[i] = b[i] + T(startScalar) * c[i];
}
template <class T> __global__ void nstream_kernel(T *a, const T *b, const T *c, intptr_t n) {
  intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x;
  if (i < n)
    a[i] += b[i] + T(startScalar) * c[i];
}
template <class T> __global__ void dot_kernel(const T *a, const T *b, T *partial, intptr_t n) {
  __shared__ T block_sum[kBlock];
  T v = 0;
  for (intptr_t i = intptr_t(blockDim.x) * blockIdx.x + threadIdx.x; i < n; i += intptr_t(blockDim.x) * gridDim.x)
    v += a[i] * b[i];
  block_sum[threadIdx.x] = v;
  for (int half = blockDim.x / 2; half > 0; half /= 2) {
    __syncthreads();
    if (threadIdx.x < half)
      block_sum[threadIdx.x] += block_sum[threadIdx.x + half];
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = block_sum[0];
}

template <class T> class CudaStream {
public:
  explicit CudaStream(intptr_t n) : n(n) {
    int device, sms;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    dot_blocks = 4 * sms;
    CHECK(cudaMalloc(&a, n * sizeof(T)));
    CHECK(cudaMalloc(&b, n * sizeof(T)));
    CHECK(cudaMalloc(&c, n * sizeof(T)));
    CHECK(cudaMalloc(&partial, dot_blocks * sizeof(T)));
    CHECK(cudaMallocHost(&host_partial, dot_blocks * sizeof(T)));
  }
  ~CudaStream() {
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    cudaFree(partial);
    cudaFreeHost(host_partial);
  }
  void init(T ia, T ib, T ic) {
    init_kernel<<<grid(), kBlock>>>(a, b, c, ia, ib, ic, n);
    finish();
  }
  void read(T *ha, T *hb, T *hc) {
    CHECK(cudaMemcpy(ha, a, n * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, b, n * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hc, c, n * sizeof(T), cudaMemcpyDeviceToHost));
  }
  void copy() {
    copy_kernel<<<grid(), kBlock>>>(a, c, n);
    finish();
  }
  void mul() {
    mul_kernel<<<grid(), kBlock>>>(b, c, n);
    finish();
  }
  void add() {
    add_kernel<<<grid(), kBlock>>>(a, b, c, n);
    finish();
  }
  void triad() {
    triad_kernel<<<grid(), kBlock>>>(a, b, c, n);
    finish();
  }
  void nstream() {
    nstream_kernel<<<grid(), kBlock>>>(a, b, c, n);
    finish();
  }
  T dot() {
    dot_kernel<<<dot_blocks, kBlock>>>(a, b, partial, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(host_partial, partial, dot_blocks * sizeof(T), cudaMemcpyDeviceToHost));
    T sum = 0;
    for (int i = 0; i < dot_blocks; i++)
      sum += host_partial[i];
    return sum;
  }

private:
  unsigned grid() const { return unsigned((n + kBlock - 1) / kBlock); }
  static void finish() {
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
  }
  intptr_t n;
  int dot_blocks;
  T *a, *b, *c, *partial, *host_partial;
};

void *cuda_stream_create(intptr_t n) { return new CudaStream<double>(n); }
void cuda_stream_destroy(void *s) { delete static_cast<CudaStream<double> *>(s); }
void cuda_stream_init(void *s, double a, double b, double c) { static_cast<CudaStream<double> *>(s)->init(a, b, c); }
void cuda_stream_read(void *s, double *a, double *b, double *c) { static_cast<CudaStream<double> *>(s)->read(a, b, c); }
void cuda_stream_copy(void *s) { static_cast<CudaStream<double> *>(s)->copy(); }
void cuda_stream_mul(void *s) { static_cast<CudaStream<double> *>(s)->mul(); }
void cuda_stream_add(void *s) { static_cast<CudaStream<double> *>(s)->add(); }
void cuda_stream_triad(void *s) { static_cast<CudaStream<double> *>(s)->triad(); }
void cuda_stream_nstream(void *s) { static_cast<CudaStream<double> *>(s)->nstream(); }
double cuda_stream_dot(void *s) { return static_cast<CudaStream<double> *>(s)->dot(); }
