/* openacc.h: the OpenACC 3.3 runtime library interface (chapter 3) as implemented by libacorn.
 *
 * Usable from C and C++. `_OPENACC` is defined by the acorncc/acorn++ drivers, not here.
 *
 * Device types: acc_device_multicore is an extension (value 5, as in NVHPC's header it names the
 * "all host cores" target). acc_device_nvidia is the only non-host device type with its own memory;
 * host and multicore share host memory, so on them data is always present and device addresses
 * equal host addresses. */
#ifndef ACORN_OPENACC_H
#define ACORN_OPENACC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 3.1 runtime library definitions. */
typedef enum acc_device_t {
  acc_device_current = -1, /* 3.1: the current device type (arguments only; libgomp's value) */
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4,
  acc_device_multicore = 5, /* extension: gangs on the host's cores (OpenMP) */
  acc_device_radeon = 8     /* A.1.2 AMD GPUs: known, but Acorn has none (0 devices) */
} acc_device_t;

/* 3.2.6 acc_get_property: numeric properties first, then string properties (libgomp's values). */
typedef enum acc_device_property_t {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_shared_memory_support = 3,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;

/* 2.16.1 special async values; acc_async_default (2.14.3 set default_async) reverts
 * acc-default-async-var to its initial value, acc_async_noval. */
typedef enum acc_async_t {
  acc_async_noval = -1,
  acc_async_sync = -2,
  acc_async_default = -3
} acc_async_t;

/* 3.1: h_void is a host address, d_void a device address; both are plain void in C. */
typedef void h_void;
typedef void d_void;

/* 3.2.1 - 3.2.6 device management */
int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type, acc_device_property_t property);
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);

/* 3.2.8 - 3.2.14 async queues */
int acc_get_default_async(void);
void acc_set_default_async(int async);
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_wait_any(int count, int wait_arg[]);
int acc_wait_any_device(int count, int wait_arg[], int dev_num);
/* OpenACC 1.0 names of acc_wait and acc_wait_all, still used by older codes. */
void acc_async_wait(int wait_arg);
void acc_async_wait_all(void);

/* 3.2.15 acc_on_device. Rule (Acorn): the code is "executing on" device type T where
 *   - outside compute regions, and in regions run on the encountering thread (host target,
 *     if(false)), T = acc_device_host;
 *   - in a compute region run by the multicore target, T = acc_device_multicore;
 *   - in GPU kernels, T = acc_device_nvidia (the __CUDA_ARCH__ overload below).
 * acc_on_device(d) is true when d == T, or d == acc_device_not_host and T is not acc_device_host.
 * acc_device_none and acc_device_default are never true. */
int acc_on_device(acc_device_t dev_type);

/* 3.2.16 - 3.2.17 device memory */
d_void *acc_malloc(size_t bytes);
void acc_free(d_void *data_dev);

/* 3.2.18 - 3.2.25 data movement and the present table */
d_void *acc_copyin(h_void *data_arg, size_t bytes);
void acc_copyin_async(h_void *data_arg, size_t bytes, int async_arg);
d_void *acc_present_or_copyin(h_void *data_arg, size_t bytes);
d_void *acc_pcopyin(h_void *data_arg, size_t bytes);
d_void *acc_create(h_void *data_arg, size_t bytes);
void acc_create_async(h_void *data_arg, size_t bytes, int async_arg);
d_void *acc_present_or_create(h_void *data_arg, size_t bytes);
d_void *acc_pcreate(h_void *data_arg, size_t bytes);
void acc_copyout(h_void *data_arg, size_t bytes);
void acc_copyout_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize(h_void *data_arg, size_t bytes);
void acc_copyout_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete(h_void *data_arg, size_t bytes);
void acc_delete_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize(h_void *data_arg, size_t bytes);
void acc_delete_finalize_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_device(h_void *data_arg, size_t bytes);
void acc_update_device_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_update_self(h_void *data_arg, size_t bytes);
void acc_update_self_async(h_void *data_arg, size_t bytes, int async_arg);
void acc_map_data(h_void *data_arg, d_void *data_dev, size_t bytes);
void acc_unmap_data(h_void *data_arg);
d_void *acc_deviceptr(h_void *data_arg);
h_void *acc_hostptr(d_void *data_dev);
int acc_is_present(h_void *data_arg, size_t bytes);

/* 3.2.26 - 3.2.29 copies between memories of the current device and the host */
void acc_memcpy_to_device(d_void *data_dev_dest, h_void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(d_void *data_dev_dest, h_void *data_host_src, size_t bytes, int async_arg);
void acc_memcpy_from_device(h_void *data_host_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(h_void *data_host_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_memcpy_device(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(d_void *data_dev_dest, d_void *data_dev_src, size_t bytes, int async_arg);
void acc_memcpy_d2d(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest,
                    int dev_num_src);
void acc_memcpy_d2d_async(h_void *data_arg_dest, h_void *data_arg_src, size_t bytes, int dev_num_dest,
                          int dev_num_src, int async_arg_src);

/* 3.2.30 - 3.2.31 pointer attachment */
void acc_attach(h_void **ptr_addr);
void acc_attach_async(h_void **ptr_addr, int async_arg);
void acc_detach(h_void **ptr_addr);
void acc_detach_async(h_void **ptr_addr, int async_arg);
void acc_detach_finalize(h_void **ptr_addr);
void acc_detach_finalize_async(h_void **ptr_addr, int async_arg);

/* A.2.1 CUDA interoperability (NULL off NVIDIA): a pointer to the current CUdevice, the
 * current CUcontext (the device's primary context), the cudaStream_t of an async queue. */
void *acc_get_current_cuda_device(void);
void *acc_get_current_cuda_context(void);
void *acc_get_cuda_stream(int async_arg);
int acc_set_cuda_stream(int async_arg, void *stream);

#ifdef __cplusplus
}
#endif

/* CUDA compilations (the GPU code Acorn generates, or user CUDA files): device code has an
 * acc_on_device of its own, true for acc_device_nvidia and acc_device_not_host; host code calls
 * the runtime's. Clang overloads a function on __host__ and __device__, so every spelling of the
 * call works, `(acc_on_device)(d)` and after a program's own declaration of it too; nvcc does
 * not, and gets a function-like macro. */
#if defined(__CUDACC__) || defined(__CUDA_ARCH__) || (defined(__clang__) && defined(__CUDA__))
#if defined(__clang__)
extern "C" __device__ inline int acc_on_device(acc_device_t d) {
  return d == acc_device_nvidia || d == acc_device_not_host;
}
#else
static __host__ __device__ inline int acorn_on_device_gpu(int d) {
#if defined(__CUDA_ARCH__)
  return d == acc_device_nvidia || d == acc_device_not_host;
#else
  return (acc_on_device)((acc_device_t)d);
#endif
}
#define acc_on_device(d) acorn_on_device_gpu(d)
#endif
#endif

#endif /* ACORN_OPENACC_H */
