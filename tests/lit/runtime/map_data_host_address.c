// acc_map_data's second argument is device memory (3.2.21). A host address there (here the host
// address twice) stops the program on a device with memory of its own (the emulated one here; a
// GPU, where CUDA tells host memory apart), naming the routine, its arguments and the address.
// Memory from acc_malloc is accepted; on the host and multicore (shared memory) the call maps
// nothing and the program goes on.
// RUN: %acorncc %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t | FileCheck %s --check-prefix=SHARED
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  size_t n = 64 * sizeof(double);
  double *x = malloc(n), *y = malloc(n);
  void *d = acc_malloc(n);
  acc_map_data(y, d, n);
  printf("device memory mapped\n");
  acc_unmap_data(y);
  acc_map_data(x, x, n);
  printf("host memory mapped\n");
  return 0;
}
// CHECK: device memory mapped
// CHECK: map_data_host_address.c:20:3: in 'acc_map_data(x, x, n)' ({{.*}}): acc_map_data: the device address 0x{{[0-9a-f]+}} (data_dev) is host memory
// CHECK-NOT: host memory mapped
// SHARED: device memory mapped
// SHARED: host memory mapped
