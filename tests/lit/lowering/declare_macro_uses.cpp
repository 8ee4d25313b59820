// declare in C++ (2.13): a declared global a macro's text names in device code cannot be renamed
// (the host expands the same macro): a device function's body begins with a reference of the
// global's name to its device copy, around the body as it was (whose top level may declare a
// local of that name); a region's launch lambda begins with it. A global named directly is renamed
// where it is; a qualified definition outside its namespace has its copy defined inside it.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
double u[16];
#pragma acc declare create(u)
#define U(i) u[i]

#pragma acc routine seq
double get(int i) { return U(i) + u[i]; }
// CHECK: ACORN_HD double get(int i) { auto &u = ACORN_DECLARED(::u, ::__acorn_dg_1u); { return U(i) + ACORN_DECLARED(u, ::__acorn_dg_1u); } }

namespace ns { extern double w[4]; }
double ns::w[4];
#pragma acc declare create(ns::w)
// CHECK: double ns::w[4]; ACORN_GPU_ONLY(namespace ns { __device__ ACORN_COPY_TYPE(::ns::w) __acorn_dg_1w; })

void set() {
#pragma acc parallel loop
  for (int i = 0; i < 16; i++)
    U(i) = i;
// CHECK: ACORN_HD (auto &__acorn_ex) ACORN_MUTABLE { (void)__acorn_ex; auto &u = ACORN_DECLARED(::u, ::__acorn_dg_1u);
}
