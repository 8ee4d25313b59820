// kernels: each loop nest is its own launch; a loop whose iterations depend on each other stays
// sequential (the remark says why); statements between loop nests run as a serial launch.
// RUN: %acorncc --print-lowered -Minfo=accel %s 2>%t.remarks | grep -v "^//" | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
void f(int n, double *a, double *b, double *last) {
#pragma acc kernels copy(a[0:n], b[0:n], last[0:1])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = 2 * a[i];
    last[0] = a[n - 1];
    for (int i = 1; i < n; i++)
      b[i] = b[i - 1] + a[i];
  }
}
// CHECK: __acorn_region_{{[0-9A-F]+}}_6_1_0(
// CHECK-SAME: __acorn_region_{{[0-9A-F]+}}_6_1_1(
// CHECK-SAME: __acorn_region_{{[0-9A-F]+}}_6_1_2(
// CHECK: ---- kernel unit ----
// CHECK: _6_1_0(
// CHECK: __acorn_cfg.__acorn_kind = 0; __acorn_cfg.__acorn_levels = 5u;
// CHECK: _6_1_1(
// CHECK: __acorn_cfg.__acorn_kind = 2; __acorn_cfg.__acorn_levels = 0u;
// CHECK: _6_1_2(
// CHECK: __acorn_cfg.__acorn_kind = 0; __acorn_cfg.__acorn_levels = 0u;
// INFO: kernels_launches.c:6:1: remark: implicit COPYIN of 'n'{{$}}
// INFO: kernels_launches.c:9:5: remark: loop scheduled as gang, vector
// INFO: kernels_launches.c:12:5: remark: loop scheduled as seq (not parallel: 'b[i]' is written and 'b[i - 1]' is used, which other iterations may write)
// INFO: kernels_launches.c:8:1: remark: loop nest runs as its own kernel
// INFO: kernels_launches.c:11:5: remark: statements run as a serial kernel
// INFO: kernels_launches.c:12:5: remark: loop nest runs sequentially on the device: no loop in it can run in parallel
