// Hand-written CUDA that an OpenACC program calls with device addresses from host_data use_device.
#include <cuda_runtime.h>

__global__ void scale_add_kernel(int n, double f, const double *x, double *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = f * x[i] + y[i];
}

__global__ void fill_kernel(int n, int *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = 3 * i;
}

// y = f*x + y on the GPU, on `stream` (0: the default stream); returns 0 on success.
extern "C" int scale_add_on_gpu(int n, double f, const double *x, double *y, void *stream) {
  scale_add_kernel<<<(n + 255) / 256, 256, 0, (cudaStream_t)stream>>>(n, f, x, y);
  if (cudaGetLastError() != cudaSuccess)
    return 1;
  return cudaStreamSynchronize((cudaStream_t)stream) != cudaSuccess;
}

// v[i] = 3i; returns 0 on success.
extern "C" int fill_on_gpu(int n, int *v) {
  fill_kernel<<<(n + 127) / 128, 128>>>(n, v);
  return cudaDeviceSynchronize() != cudaSuccess;
}

// Whether p is a device address (cudaMemoryTypeDevice) the CUDA runtime knows.
extern "C" int is_device_pointer(const void *p) {
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  return a.type == cudaMemoryTypeDevice;
}
