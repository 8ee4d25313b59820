// 2.4: a device_type group naming no device type (a typo of nvidia) is an error at the name (Clang
// 22's), not a group Acorn drops as another device's; groups of other devices are dropped quietly.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(double *a, int n) {
#pragma acc parallel loop copy(a[0:n]) device_type(radeon) num_workers(2) device_type(nvidia) num_workers(4)
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
#pragma acc parallel loop copy(a[0:n]) device_type(nvdia) num_workers(4)
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}
// CHECK-NOT: device_type_unknown_name.c:6
// CHECK: device_type_unknown_name.c:9:52: error: invalid value 'nvdia' in 'device_type' clause
// CHECK-NOT: error:
