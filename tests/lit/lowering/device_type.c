// 2.4 device_type: the clauses after device_type(nvidia) (or acc_device_nvidia) replace those
// before any device_type, clause by clause; a `*` group applies when there is no nvidia group;
// groups for other devices do not apply to the NVIDIA device's schedule Acorn compiles; their launch
// sizes apply where the region runs on their device, chosen at run time (host's num_gangs(1), and
// the vector_length(32) before any device_type on host and multicore).
// RUN: %acorncc --print-lowered -Minfo=accel %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
void scale(int n, double *a) {
#pragma acc parallel loop copy(a[0:n]) vector_length(32) device_type(nvidia) vector_length(64) device_type(host) num_gangs(1)
  for (int i = 0; i < n; i++)
    a[i] *= 2;
// CHECK: (&__acorn_c, __acorn_m, ((__acorn_if ? acorn_compute_target() : ACORN_TARGET_HOST) == ACORN_TARGET_NVIDIA ? 0 : (__acorn_if ? acorn_compute_target() : ACORN_TARGET_HOST) == ACORN_TARGET_MULTICORE ? 0 : (int)(1)), 0, ({{.*}} == ACORN_TARGET_NVIDIA ? (int)(64) : {{.*}} == ACORN_TARGET_MULTICORE ? (int)(32) : (int)(32)), __acorn_async, __acorn_if, n, a,
#pragma acc parallel copy(a[0:n*4]) device_type(*) num_workers(2) device_type(radeon) num_workers(8)
  {
#pragma acc loop gang device_type(acc_device_nvidia) worker
    for (int i = 0; i < n; i++)
#pragma acc loop device_type(nvidia) vector
      for (int j = 0; j < 4; j++)
        a[i * 4 + j] += 1;
  }
// CHECK: (&__acorn_c, __acorn_m, 0, (int)(2), 0, __acorn_async, __acorn_if, n, a)
}
// INFO: device_type.c:10:3: remark: loop scheduled as gang, vector
// INFO: device_type.c:16:5: remark: loop scheduled as gang, worker
// INFO: device_type.c:18:7: remark: loop scheduled as vector
