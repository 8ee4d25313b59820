// A combined parallel loop in C: the host unit maps the data and calls an outlined region (a hidden
// symbol: the program's or library's own); the kernel unit partitions the loop over gangs and
// vector lanes.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
void saxpy(int n, float a, const float *x, float *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
// CHECK: # 1 "{{.*}}acorn/abi.h" 1 3
// CHECK: static const acorn_construct __acorn_c = {"{{.*}}parallel_loop.c", 6, 1, "parallel loop", __func__};
// CHECK-SAME: {(void *)&(x)[0], (size_t)(n) * sizeof((x)[0]), ACORN_MAP_COPYIN, 0, "x[0:n]", 0, 0}
// CHECK-SAME: {(void *)&(y)[0], (size_t)(n) * sizeof((y)[0]), ACORN_MAP_COPY, 0, "y[0:n]", 0, 0}
// CHECK-SAME: acorn_data_enter(&__acorn_c, __acorn_m, 2, __acorn_async, __acorn_if);
// CHECK-SAME: __attribute__((__visibility__("hidden"))) void __acorn_region_{{[0-9A-F]+}}_6_1_0(
// CHECK-SAME: __acorn_region_{{[0-9A-F]+}}_6_1_0(&__acorn_c, __acorn_m, 0, 0, 0, __acorn_async, __acorn_if, n, y, a, x, acorn_host_trip_lt(0, n, 1LL));
// CHECK-SAME: acorn_data_exit(&__acorn_c, __acorn_m, 2, __acorn_async, __acorn_if); }
// The user's line numbering is kept in the host unit.
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: }
// CHECK: ---- kernel unit ----
// The device unit holds only what device code needs: here the region alone.
// CHECK-NOT: saxpy
// CHECK: namespace __acorn_c {
// CHECK: extern "C" __attribute__((__visibility__("hidden"))) void __acorn_region_{{[0-9A-F]+}}_6_1_0(
// CHECK-SAME: int n, float *y, float a, const float *x, long long __acorn_trip)
// CHECK: __acorn_cfg.__acorn_levels = 5u;
// CHECK: [n = n, y = ::__acorn_device_address(y, __acorn_m[1]), a = a, x = ::__acorn_device_address(x, __acorn_m[0])] ACORN_HD (auto &__acorn_ex) ACORN_MUTABLE {
// CHECK: #line 7 "{{.*}}parallel_loop.c"
// CHECK: ::__acorn_trip_lt(__acorn_lb0_0, __acorn_ub0_0, __acorn_st0_0);
// CHECK-SAME: __acorn_ex.__acorn_part(5u, __acorn_n0_0);
// CHECK: int i = (int)(__acorn_lb0_0 + __acorn_k0 * __acorn_st0_0);
// CHECK-NEXT: y[i] = a * x[i] + y[i];
