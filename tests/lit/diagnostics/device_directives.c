// init, shutdown and set: clause values that cannot work are errors at the clause, a device type
// Acorn has no devices of is a warning, and the directives cannot appear in a compute region.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc init device_num(-1)
#pragma acc shutdown device_type(nvidia) device_num(-2)
#pragma acc set default_async(-7)
#pragma acc init device_type(radeon)
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc set device_num(0)
    a[i] = 0;
  }
}
// CHECK-DAG: device_directives.c:5:29: error: device_num(-1) cannot name a device: device numbers are not negative
// CHECK-DAG: device_directives.c:6:53: error: device_num(-2) cannot name a device: device numbers are not negative
// CHECK-DAG: device_directives.c:7:31: error: default_async(-7) is not an async argument: expected a non-negative queue number, acc_async_noval, acc_async_sync or acc_async_default
// CHECK-DAG: device_directives.c:8:30: warning: Acorn has no 'radeon' devices: this 'init' directive stops the program when it runs
// CHECK-DAG: device_directives.c:11:1: error: the 'set' directive cannot appear in a compute region
