// collapse(2): both loops form one iteration space; the loop variables are recovered from the
// flattened index (counted up from one iteration to the next where that is the next index); an inner loop without a directive stays sequential. Macros in directives are
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
// CHECK: m = ::acorn::device_address(m, __acorn_m[0])
// CHECK: long long __acorn_st0_0 = -1; long long __acorn_n0_0 = ::acorn::trip_ge(__acorn_lb0_0, __acorn_ub0_0, __acorn_st0_0);
// CHECK-SAME: long long __acorn_st0_1 = (2); long long __acorn_n0_1 = ::acorn::trip_lt(__acorn_lb0_1, __acorn_ub0_1, __acorn_st0_1);
// CHECK-SAME: __acorn_ex.part(5u, __acorn_n0_0 * __acorn_n0_1)
// A thread's next iteration counts the indices up (multicore, host); a far one divides them out.
// CHECK-SAME: if (__acorn_r0.step == 1 && __acorn_k0 != __acorn_r0.begin) { if (++__acorn_i0_1 == __acorn_n0_1) { __acorn_i0_1 = 0; ++__acorn_i0_0; } }
// CHECK-SAME: else { long long __acorn_q0 = __acorn_k0; __acorn_i0_1 = __acorn_q0 % __acorn_n0_1; __acorn_q0 /= __acorn_n0_1; __acorn_i0_0 = __acorn_q0; }
// CHECK-SAME: int j = (int)(__acorn_lb0_1 + __acorn_i0_1 * __acorn_st0_1); int i = (int)(__acorn_lb0_0 + __acorn_i0_0 * __acorn_st0_0);
// CHECK: m[i][j] = i + j;
