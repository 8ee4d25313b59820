// deviceptr(u) names a device address (2.7.5): on the emulated discrete device a host address
// there stops the region with the variable and the construct's file:line, as a GPU would fault;
// memory from acc_malloc is accepted.
// RUN: %acorncc %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t | FileCheck %s --check-prefix=SHARED
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  double *u = malloc(100 * sizeof(double));
  double *d = acc_malloc(100 * sizeof(double));
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < 100; i++)
    d[i] = i;
  acc_memcpy_from_device(u, d, 100 * sizeof(double));
  printf("device memory: %g\n", u[3]);
#pragma acc parallel loop deviceptr(u)
  for (int i = 0; i < 100; i++)
    u[i] = i;
  printf("host memory used\n");
  return 0;
}
// CHECK: device memory: 3
// CHECK: deviceptr_host_memory.c:19:1: in 'parallel loop': 'u' points to host memory
// SHARED: device memory: 3
// SHARED: host memory used
