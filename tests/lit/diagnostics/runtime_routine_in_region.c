// 3.1: the runtime routines are host routines, except acc_on_device: calling one in a compute
// region is an error at the call.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
#include <openacc.h>

void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = acc_on_device(acc_device_host) ? 1.0 : acc_is_present(a, sizeof(double));
}
// CHECK: runtime_routine_in_region.c:9:51: error: 'acc_is_present' is a host routine of the OpenACC runtime (3.1): a compute region may call acc_on_device only
// CHECK-NOT: acc_on_device' is a host routine
