// 2.2.3 and 2.5.1 execution modes in C++'s lowered code: a routine worker (a function template)
// runs its vector loop in worker-single code on worker 0 (the others skip the iterations, nothing
// inside is guarded) and guards its worker loop's unbraced body for the lanes; a routine gang (a
// member function) guards its gang loop's body for its callers' workers and lanes; a sequential
// loop's unbraced atomic in a gang loop's body runs on the gang's first thread.
// RUN: %acorncxx --print-lowered %s | grep -v "^#line" | FileCheck %s
#pragma acc routine worker
template <class T> void scale_row(T *x, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++) {
    x[i] += T(1);
  }
#pragma acc loop worker
  for (int i = 0; i < m; i++)
    x[i] *= T(2);
}
struct Rows {
  double *x;
#pragma acc routine gang
  void bump(int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
      x[i] += 1.0;
  }
};
void f(int nb, int m, double *x, int *cnt) {
#pragma acc parallel loop gang vector_length(64) copy(x[0:nb*m], cnt[0:nb])
  for (int b = 0; b < nb; b++) {
    for (int k = 0; k < 4; k++)
#pragma acc atomic update
      cnt[b] += 1;
    scale_row(&x[b * m], m);
  }
}
// CHECK: void scale_row(T *x, int m) {
// CHECK: __acorn_part(4u, __acorn_n0_0); for ({{[^{]*}}) { if (!__acorn_ex.__acorn_leader(5u)) continue; int i =
// CHECK: {{^}}    x[i] += T(1);
// CHECK: {{^}}  } } __acorn_ex.__acorn_sync(1u); }
// CHECK: __acorn_part(2u, __acorn_n1_0); for ({{[^{]*}}) { int i =
// CHECK: {{^}}{ if (__acorn_ex.__acorn_leader(3u)) { x[i] *= T(2); } __acorn_ex.__acorn_sync(3u); } } __acorn_ex.__acorn_sync(1u); }
// CHECK: void bump(int n) {
// CHECK: __acorn_part(1u, __acorn_n0_0); for ({{[^{]*}}) { int i =
// CHECK: { if (__acorn_ex.__acorn_leader(1u)) { {{.*}}x[i] += 1.0; } __acorn_ex.__acorn_sync(1u); } } }
// CHECK: {{^}}    for (int k = 0; k < 4; k++)
// CHECK-NEXT: {{^}}{ if (__acorn_ex.__acorn_leader(1u)) { ::__acorn_atomic_add(&(cnt[b]), (1));
// CHECK-NEXT: {{^}} } __acorn_ex.__acorn_sync(1u); }
// CHECK-NEXT: {{^}}    scale_row(&x[b * m], m);
