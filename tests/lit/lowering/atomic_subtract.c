// 2.12 atomic update with '-': `x -= e` and `x = x - e` subtract e in C's usual arithmetic
// conversions (__acorn_atomic_sub: the hardware add only where it computes the same, acorn/kernel/
// atomic.hpp), never add a negated e: -(1u) is 4294967295u, not -1, for an unsigned long long x.
// `x = e - x` applies the operator to the old value.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
void f(int n, int *a, unsigned long long *u, double *d) {
#pragma acc parallel loop copy(a[0:1], u[0:1], d[0:1])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    a[0] -= 0.5;
#pragma acc atomic update
    u[0] = u[0] - 1u;
#pragma acc atomic
    d[0] = 1.5 - d[0];
  }
}
// CHECK: ::__acorn_atomic_sub(&(a[0]), (0.5));
// CHECK: ::__acorn_atomic_sub(&(u[0]), (1u));
// CHECK: { auto __acorn_e = (1.5); auto __acorn_f = [&](auto __acorn_o) { return __acorn_e - __acorn_o; }; ::__acorn_atomic_rmw(&(d[0]), __acorn_f); }
