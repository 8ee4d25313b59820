// A function parameter pack of pointers used in a region: a map array of the pack's own, one
// ACORN_MAP_POINTER entry per element (sized by the instantiation), entered after the construct's
// maps and exited before them; each element is captured translated (2.6.2, as a pointer without a
// clause). conformance/cpp/pointer_parameter_pack_in_region runs it.
// RUN: %acorncxx --print-lowered -Minfo=accel %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
template <typename... Ts> double sum_all(int n, const Ts *...arrs) {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += (0.0 + ... + double(arrs[i]));
  return s;
}
double use(const double *a, const float *b) { return sum_all(10, a, b); }
// CHECK: acorn_data_enter(&__acorn_c, __acorn_m,
// CHECK-SAME: acorn_map __acorn_pk0[sizeof...(arrs) + 1] = {{[{][{]}}(void *)(arrs), 0, ACORN_MAP_POINTER, 4, "arrs", 0, 0}..., {}}; acorn_data_enter(&__acorn_c, __acorn_pk0, (int)sizeof...(arrs),
// CHECK-SAME: ...arrs = ::__acorn_pack_pointer(arrs, __acorn_pk0, sizeof...(arrs))
// CHECK: acorn_data_exit(&__acorn_c, __acorn_pk0, (int)sizeof...(arrs), {{.*}} acorn_data_exit(&__acorn_c, __acorn_m,
// INFO: pointer_parameter_pack.cpp:9:1: remark: implicit POINTER of each pointer of the pack 'arrs'
