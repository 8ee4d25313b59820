// A reference data member is, for data, the object it refers to: the region names it by name, its
// map is the referred object's storage (`&this->mesh`), never reached through the device copy of
// `*this` (which holds the host address the reference was bound to). A scalar read through a
// reference member is captured by value at the launch; one the region writes is copied (its object
// is the host's, maybe present).
// RUN: %acorncxx --print-lowered -Minfo=accel %s 2>%t.remarks | grep -v "^//" | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
struct Mesh {
  int n;
  double *x, *y;
};
struct Smoother {
  Mesh &mesh;
  const double &dt;
  void step(double *a) {
#pragma acc parallel loop present(a[0:8])
    for (int i = 0; i < mesh.n; i++)
      mesh.y[i] = mesh.x[i] + a[i] * dt;
  }
  double &total;
  void sum(const double *a) {
#pragma acc serial copyin(a[0:8])
    for (int i = 0; i < 8; i++)
      total += a[i];
  }
};
// CHECK: {(void *)&(this->mesh), sizeof(this->mesh), ACORN_MAP_COPY, 4, "mesh", 0, 0}
// CHECK-NOT: __acorn_this
// CHECK: [&mesh = *::__acorn_device_address(&this->mesh, __acorn_m[1])
// CHECK-SAME: dt = this->dt]
// CHECK: {(void *)&(this->total), sizeof(this->total), ACORN_MAP_COPY, 4, "total", 0, 0}
// CHECK-NOT: __acorn_this
// CHECK: [&total = *::__acorn_device_address(&this->total, __acorn_m[1])
// INFO: reference_member_by_name.cpp:16:1: remark: implicit COPY of 'mesh'
// INFO-NOT: '*this'
// INFO: reference_member_by_name.cpp:16:1: remark: implicit ATTACH of 'mesh.y'
// INFO: reference_member_by_name.cpp:16:1: remark: implicit ATTACH of 'mesh.x'
// INFO: reference_member_by_name.cpp:22:1: remark: implicit COPY of 'total'
