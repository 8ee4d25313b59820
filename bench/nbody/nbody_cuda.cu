// Hand-written CUDA reference for nbody_acc.c: the same all-pairs force step, written
// straightforwardly: one thread per body, 256 threads per block, the pairwise interaction a
// __device__ function with the same arithmetic; every thread reads the bodies from global memory
// (the warp reads the same body, an L1 broadcast), without shared-memory tiling. A step is a
// launch followed by a synchronisation, as the OpenACC construct is synchronous.
// `1.0f / sqrtf(r2)` as in the OpenACC version: correctly rounded under nvcc and under Acorn.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                                              \
  do {                                                                                           \
    cudaError_t err_ = (call);                                                                   \
    if (err_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "nbody_cuda: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,                  \
              cudaGetErrorString(err_));                                                         \
      exit(3);                                                                                   \
    }                                                                                            \
  } while (0)

#define SOFTENING 0.01f

struct vec3 {
  float x, y, z;
};

__device__ vec3 interact(vec3 acc, float xi, float yi, float zi, float xj, float yj, float zj, float mj) {
  float dx = xj - xi, dy = yj - yi, dz = zj - zi;
  float r2 = dx * dx + dy * dy + dz * dz + SOFTENING;
  float inv = 1.0f / sqrtf(r2);
  float s = mj * inv * inv * inv;
  acc.x += dx * s;
  acc.y += dy * s;
  acc.z += dz * s;
  return acc;
}

__global__ void forces_kernel(const float *__restrict__ x, const float *__restrict__ y,
                              const float *__restrict__ z, const float *__restrict__ m,
                              float *__restrict__ ax, float *__restrict__ ay, float *__restrict__ az, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  vec3 acc = {0.0f, 0.0f, 0.0f};
  float xi = x[i], yi = y[i], zi = z[i];
  for (int j = 0; j < n; j++)
    acc = interact(acc, xi, yi, zi, x[j], y[j], z[j], m[j]);
  ax[i] = acc.x;
  ay[i] = acc.y;
  az[i] = acc.z;
}

static int bodies;
static float *d_x, *d_y, *d_z, *d_m, *d_ax, *d_ay, *d_az;

extern "C" int cuda_nbody_init(const float *x, const float *y, const float *z, const float *m, int n) {
  size_t bytes = (size_t)n * sizeof(float);
  bodies = n;
  float **arrays[] = {&d_x, &d_y, &d_z, &d_m, &d_ax, &d_ay, &d_az};
  for (float **p : arrays)
    CHECK(cudaMalloc(p, bytes));
  CHECK(cudaMemcpy(d_x, x, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_y, y, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_z, z, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_m, m, bytes, cudaMemcpyHostToDevice));
  return 0;
}

extern "C" void cuda_nbody_run(void) {
  forces_kernel<<<(bodies + 255) / 256, 256>>>(d_x, d_y, d_z, d_m, d_ax, d_ay, d_az, bodies);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
}

extern "C" void cuda_nbody_result(float *ax, float *ay, float *az) {
  size_t bytes = (size_t)bodies * sizeof(float);
  CHECK(cudaMemcpy(ax, d_ax, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ay, d_ay, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(az, d_az, bytes, cudaMemcpyDeviceToHost));
}

extern "C" void cuda_nbody_free(void) {
  float *arrays[] = {d_x, d_y, d_z, d_m, d_ax, d_ay, d_az};
  for (float *p : arrays)
    CHECK(cudaFree(p));
}
