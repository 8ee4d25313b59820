// C++: the device copy of a declared global with C linkage has C linkage too, also in a namespace
// (a C file's device unit names it `__acorn_dg_<len><name>`); a C++ global's copy keeps C++'s.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
namespace ns {
extern "C" double coef[4];
#pragma acc declare create(coef)
double own[4];
#pragma acc declare create(own)
}
extern "C" {
extern int offset;
#pragma acc declare copyin(offset)
}
int offset = 3;
double ns::coef[4];
// CHECK: {{^}}extern "C" double coef[4]; ACORN_GPU_ONLY(extern "C" { extern __device__ ACORN_COPY_TYPE(::ns::coef) __acorn_dg_4coef; })
// CHECK: {{^}}double own[4]; ACORN_GPU_ONLY(__device__ ACORN_COPY_TYPE(::ns::own) __acorn_dg_3own;)
// CHECK: {{^}}extern int offset; ACORN_GPU_ONLY(extern "C" { extern __device__ ACORN_COPY_TYPE(::offset) __acorn_dg_6offset; })
// CHECK: {{^}}int offset = 3; ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(::offset) __acorn_dg_6offset; })
// CHECK: {{^}}double ns::coef[4]; ACORN_GPU_ONLY(namespace ns { extern "C" { __device__ ACORN_COPY_TYPE(::ns::coef) __acorn_dg_4coef; } })
