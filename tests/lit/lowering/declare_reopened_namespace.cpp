// declare in a namespace opened before (2.13): the directive is in the variable's namespace, in
// another block than its first declaration (Clang 22's "same scope" error is set aside): the
// variables get their device copies and are registered as in a namespace opened once.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
namespace phys {
extern double gamma_;
}
namespace phys {
double gamma_ = 1.4;
int steps;
#pragma acc declare copyin(gamma_) create(steps)
}
#pragma acc routine seq
double scaled(double x) { return phys::gamma_ * x * phys::steps; }
// CHECK: {{^}}extern double gamma_; ACORN_GPU_ONLY(extern __device__ ACORN_COPY_TYPE(::phys::gamma_) __acorn_dg_6gamma_;)
// CHECK: {{^}}double gamma_ = 1.4; ACORN_GPU_ONLY(__device__ ACORN_COPY_TYPE(::phys::gamma_) __acorn_dg_6gamma_;)
// CHECK: {{^}}int steps; ACORN_GPU_ONLY(__device__ ACORN_COPY_TYPE(::phys::steps) __acorn_dg_5steps;)
// CHECK: ACORN_HD double scaled(double x) { return ACORN_DECLARED(phys::gamma_, ::phys::__acorn_dg_6gamma_) * x * ACORN_DECLARED(phys::steps, ::phys::__acorn_dg_5steps); }
// CHECK: {(void *)&::phys::gamma_, sizeof(::phys::gamma_), ACORN_MAP_COPYIN, "gamma_", 0}, {(void *)&::phys::steps, sizeof(::phys::steps), ACORN_MAP_CREATE, "steps", 0}}; acorn_declare_globals(
