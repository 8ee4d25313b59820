// declare in C++ (2.13): the device copy of a namespace variable follows its definition in its
// namespace; regions and device functions name it qualified; the file ends with the registration:
// create before the program's constructors (priority 102), copyin after the file's initializers
// (which may compute its value), each unregistered at the end (a library's dlclose).
// RUN: %acorncxx --print-lowered %s | FileCheck %s
namespace ns {
double v[16];
#pragma acc declare create(v)
double scale = 2.0;
#pragma acc declare copyin(scale)
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
// CHECK: {{^}}static const void *__acorn_declare_symbol(int __acorn_i) { switch (__acorn_i) { case 0: return ACORN_DEVICE_SYMBOL(::ns::__acorn_dg_1v); } return 0; }
// CHECK-NEXT: {{^}}static acorn_declare_global __acorn_declare_symbol_globals[] = {{[{][{]}}(void *)&::ns::v, sizeof(::ns::v), ACORN_MAP_CREATE, "v", 0}};
// CHECK-NEXT: {{^}}static void __acorn_declare_symbol_register(void) __attribute__((__constructor__(102)));
// CHECK-NEXT: {{^}}static void __acorn_declare_symbol_register(void) { {{.*}}acorn_declare_globals(&__acorn_c, __acorn_declare_symbol_globals, 1, __acorn_declare_symbol); }
// CHECK-NEXT: {{^}}static void __acorn_declare_symbol_unregister(void) __attribute__((__destructor__(102)));
// CHECK-NEXT: {{^}}static void __acorn_declare_symbol_unregister(void) { acorn_undeclare_globals(__acorn_declare_symbol_globals, 1); }
// CHECK-NEXT: {{^}}static const void *__acorn_declare_symbol_late(int __acorn_i) { switch (__acorn_i) { case 0: return ACORN_DEVICE_SYMBOL(::ns::__acorn_dg_5scale); } return 0; }
// CHECK-NEXT: {{^}}static acorn_declare_global __acorn_declare_symbol_late_globals[] = {{[{][{]}}(void *)&::ns::scale, sizeof(::ns::scale), ACORN_MAP_COPYIN, "scale", 0}};
// CHECK-NEXT: {{^}}static const int __acorn_declare_symbol_late_registered = [] { {{.*}}acorn_declare_globals(&__acorn_c, __acorn_declare_symbol_late_globals, 1, __acorn_declare_symbol_late); return 0; }();
// CHECK-NEXT: {{^}}static void __acorn_declare_symbol_late_unregister(void) __attribute__((__destructor__(102)));
