// collapse(2): both loops form one iteration space; the loop variables are recovered from the
// flattened index, the innermost one running over the thread's consecutive iterations in a row (a
// host gang's run, a GPU thread's one); an inner loop without a directive stays sequential. Macros in directives are
// expanded (2.1); the name the runtime reports is the section as written.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
#define N 64
void f(double m[N][N], int steps) {
#pragma acc parallel loop collapse(2) copy(m[0:N][0:N])
  for (int i = N - 1; i >= 0; i--)
    for (int j = 0; j < N; j += 2)
      m[i][j] = i + j;
}
// CHECK: (size_t)(64) * sizeof((m)[0]), ACORN_MAP_COPY, 0, "m[0:N][0:N]"
// CHECK: m = ::__acorn_device_address(m, __acorn_m[0])
// CHECK: long long __acorn_st0_0 = -1; long long __acorn_n0_0 = ::__acorn_trip_ge(__acorn_lb0_0, __acorn_ub0_0, __acorn_st0_0);
// CHECK-SAME: long long __acorn_st0_1 = (2); long long __acorn_n0_1 = ::__acorn_trip_lt(__acorn_lb0_1, __acorn_ub0_1, __acorn_st0_1);
// CHECK-SAME: __acorn_ex.__acorn_part(5u, __acorn_n0_0 * __acorn_n0_1)
// The outer indices are divided out of the flat index once per run of the innermost one.
// CHECK-SAME: for (long long __acorn_k0 = __acorn_r0.__acorn_begin; __acorn_k0 < __acorn_r0.__acorn_end;) { long long __acorn_q0 = __acorn_k0; long long __acorn_i0_1_first = __acorn_q0 % __acorn_n0_1; __acorn_q0 /= __acorn_n0_1; long long __acorn_i0_0 = __acorn_q0;
// CHECK-SAME: long long __acorn_run0 = ::__acorn_contiguous_run(__acorn_r0, __acorn_k0, __acorn_n0_1 - __acorn_i0_1_first); __acorn_k0 += __acorn_r0.__acorn_step == 1 ? __acorn_run0 : __acorn_r0.__acorn_step;
// CHECK-SAME: for (long long __acorn_i0_1 = __acorn_i0_1_first; __acorn_i0_1 < __acorn_i0_1_first + __acorn_run0; ++__acorn_i0_1) {
// CHECK-SAME: int j = (int)(__acorn_lb0_1 + __acorn_i0_1 * __acorn_st0_1); int i = (int)(__acorn_lb0_0 + __acorn_i0_0 * __acorn_st0_0);
// CHECK: m[i][j] = i + j;
