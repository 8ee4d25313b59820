// 3.1: the runtime routines are host routines, except acc_on_device: calling one in a compute
// region is an error at the call, and so is calling one in a routine or in a function a region
// calls (device code, 2.15.1).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
#include <openacc.h>

void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = acc_on_device(acc_device_host) ? 1.0 : acc_is_present(a, sizeof(double));
}
// CHECK: runtime_routine_in_region.c:10:51: error: 'acc_is_present' is a host routine of the OpenACC runtime (3.1): a compute region may call acc_on_device only

#pragma acc routine seq
void g(double *a) {
  if (!acc_on_device(acc_device_not_host))
    acc_update_self(a, 8);
}
// CHECK-DAG: runtime_routine_in_region.c:[[@LINE-2]]:5: error: 'acc_update_self' is a host routine of the OpenACC runtime (3.1), and it is called in 'g', which runs on the device, where only acc_on_device may be

static void wait_all(void) { acc_wait_all(); }
// CHECK-DAG: runtime_routine_in_region.c:[[@LINE-1]]:30: error: 'acc_wait_all' is a host routine of the OpenACC runtime (3.1), and it is called in 'wait_all', which runs on the device, where only acc_on_device may be
void h(void) {
#pragma acc serial
  wait_all();
}
// CHECK-NOT: acc_on_device' is a host routine
