// declare in C++ (2.13): the device copy of a namespace variable follows its definition in its
// namespace; regions and device functions name it qualified; the file ends with the registration.
// RUN: %acorncxx --print-lowered %s | FileCheck %s
namespace ns {
double v[16];
#pragma acc declare create(v)
}
#pragma acc routine seq
double get(int i) { return ns::v[i]; }
void f(double *out) {
#pragma acc parallel loop copyout(out[0:16])
  for (int i = 0; i < 16; i++)
    out[i] = ns::v[i] + get(i);
}
// CHECK: double v[16]; ACORN_GPU_ONLY(__device__ ACORN_COPY_TYPE(::ns::v) __acorn_dg_1v;)
// CHECK: ACORN_HD double get(int i) { return ACORN_DECLARED(ns::v, ::ns::__acorn_dg_1v)[i]; }
// CHECK: out[i] = ACORN_DECLARED(ns::v, ::ns::__acorn_dg_1v)[i] + get(i);
// CHECK: static const void *__acorn_declare_symbol(int __acorn_i) { switch (__acorn_i) { case 0: return ACORN_DEVICE_SYMBOL(::ns::__acorn_dg_1v); } return 0; }
// CHECK: static const int __acorn_declare_registered = [] { {{.*}}{(void *)&::ns::v, sizeof(::ns::v), ACORN_MAP_CREATE, "v", 0}}; acorn_declare_globals(&__acorn_c, __acorn_dg, 1, __acorn_declare_symbol); return 0; }();
