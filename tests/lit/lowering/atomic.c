// 2.12 atomic: update with + uses the atomic add; other operators a compare-and-swap loop;
// capture keeps the old or the new value as the form asks.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
void f(int n, int *hist, double *x, int *v) {
#pragma acc parallel loop copy(hist[0:16], x[0:1], v[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    hist[i % 16] += 2;
#pragma acc atomic
    x[0] = x[0] * 1.5;
#pragma acc atomic capture
    v[i] = hist[0]++;
  }
}
// CHECK: ::__acorn_atomic_add(&(hist[i % 16]), (2));
// CHECK: { auto __acorn_e = (1.5); auto __acorn_f = [&](auto __acorn_o) { return __acorn_o * __acorn_e; }; ::__acorn_atomic_rmw(&(x[0]), __acorn_f); }
// CHECK: { auto __acorn_e = (1); auto __acorn_f = [&](auto __acorn_o) { return __acorn_o + __acorn_e; }; auto __acorn_old = ::__acorn_atomic_rmw(&(hist[0]), __acorn_f); v[i] = __acorn_old; }
