// 2.8 host_data use_device: the device addresses of OpenACC data go to a hand-written CUDA kernel
// (Inputs/scale_kernel.cu, compiled apart and linked by acorncc). A data region maps the arrays,
// OpenACC loops write them on the device, the CUDA kernel updates them in place, and the results
// come back at the end of the region.
// RUN: %nvcc -c %S/Inputs/scale_kernel.cu -o %t.o && %acorncc %s %t.o -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int scale_add_on_gpu(int n, double f, const double *x, double *y, void *stream);
int fill_on_gpu(int n, int *v);
int is_device_pointer(const void *p);

int main(void) {
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("host_data_cuda_kernel: needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia); nothing to do\n");
    return 0;
  }
  enum { N = 100000 };
  int n = N, errors = 0;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  static int v[N];
#pragma acc data create(x[0:n]) copyout(y[0:n]) copy(v)
  {
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
      x[i] = i;
      y[i] = 1.0;
    }
    void *dx = acc_deviceptr(x), *dv = acc_deviceptr(v);
#pragma acc host_data use_device(x, y, v)
    {
      if ((void *)x != dx || (void *)v != dv) {
        fprintf(stderr, "FAIL: host_data addresses %p, %p; acc_deviceptr gives %p, %p\n", (void *)x, (void *)v, dx, dv);
        ++errors;
      }
      if (!is_device_pointer(x) || !is_device_pointer(y) || !is_device_pointer(v)) {
        fprintf(stderr, "FAIL: the addresses inside host_data are not CUDA device addresses\n");
        ++errors;
      }
      /* On the stream of the synchronous queue: ordered with the OpenACC loops. */
      if (scale_add_on_gpu(n, 2.0, x, y, acc_get_cuda_stream(acc_async_sync)) || fill_on_gpu(n, v)) {
        fprintf(stderr, "FAIL: the CUDA kernels failed\n");
        ++errors;
      }
    }
    /* The kernel's results are device data: an OpenACC loop sees them. */
#pragma acc parallel loop present(y[0:n], v)
    for (int i = 0; i < n; i++) {
      y[i] += 1.0;
      v[i] += 1;
    }
  }
  for (int i = 0; i < n; i++)
    if (y[i] != 2.0 * i + 2.0 || v[i] != 3 * i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g (expected %g), v[%d] = %d (expected %d)\n", i, y[i], 2.0 * i + 2.0, i,
                v[i], 3 * i + 1);
      ++errors;
    }
  free(x);
  free(y);
  if (!errors)
    printf("host_data_cuda_kernel: OK\n");
  return errors != 0;
}
