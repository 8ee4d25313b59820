// 2.2.3 and 2.5.1 execution modes in the lowered code: a loop's body of one statement without
// braces is guarded as a braced one (a worker loop's atomic on the worker's lane 0, a sequential
// loop's running sum on the gang's first thread); a vector loop in worker-single code of a gang with
// workers runs on worker 0 (the others skip its iterations, no guard inside, its reduction combined
// over the gang's threads); a routine vector's call there is made by worker 0 (its value given to
// every thread of the gang); a routine gang's gang
// loop body is guarded for its callers' workers and lanes; a loop over all launched levels is not.
// RUN: %acorncc --print-lowered %s | grep -v "^#line" | FileCheck %s
#pragma acc routine vector
static void add_one(double *r, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++)
    r[i] += 1.0;
}
#pragma acc routine vector
static double sum_of(const double *r, int m) {
  double t = 0.0;
#pragma acc loop vector reduction(+:t)
  for (int i = 0; i < m; i++)
    t += r[i];
  return t;
}
#pragma acc routine gang
static void inc_all(double *x, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++)
    x[i] += 1.0;
}
void f(int nb, int m, double *restrict x, double *restrict y, int *restrict cnt) {
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(x[0:nb*m], y[0:nb*m], cnt[0:nb])
  for (int b = 0; b < nb; b++) {
#pragma acc loop worker
    for (int j = 0; j < m; j++)
#pragma acc atomic update
      cnt[b]++;
#pragma acc loop seq
    for (int i = 1; i < m; i++) y[b * m + i] += y[b * m + i - 1];
    double s = 0.0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < m; i++) s += y[b * m + i];
#pragma acc loop vector
    for (int i = 0; i < m; i++) x[b * m + i] = s;
    add_one(&x[b * m], m);
    double t = sum_of(&x[b * m], m);
    cnt[b] = (int)sum_of(&y[b * m], m);
#pragma acc loop worker vector
    for (int i = 0; i < m; i++) x[b * m + i] *= t;
  }
}
void g(int n, double *restrict x) {
#pragma acc parallel loop gang vector copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] += 1.0;
}
// CHECK: kernel unit
// CHECK: static void add_one(double *r, int m) {
// CHECK: __acorn_part(4u, __acorn_n0_0); for ({{[^{]*}}) { int i =
// CHECK: {{^}}r[i] += 1.0; } __acorn_ex.__acorn_sync(3u); }
// CHECK: static void inc_all(double *x, int n) {
// CHECK: __acorn_part(1u, __acorn_n0_0); for ({{[^{]*}}) { int i =
// CHECK: {{^}}{ if (__acorn_ex.__acorn_leader(1u)) { x[i] += 1.0; } __acorn_ex.__acorn_sync(1u); } } }
// CHECK: __acorn_part(2u, __acorn_n1_0); for ({{[^{]*}}) { int j =
// CHECK: {{^}}{ if (__acorn_ex.__acorn_leader(3u)) { ::__acorn_atomic_add(&(cnt[b]), (1));
// CHECK: {{^}} } __acorn_ex.__acorn_sync(3u); } } __acorn_ex.__acorn_sync(1u); }
// CHECK: for (int i = 1; i < m; i++) { if (__acorn_ex.__acorn_leader(1u)) { y[b * m + i] += y[b * m + i - 1]; } __acorn_ex.__acorn_sync(1u); }
// CHECK: __acorn_part(4u, __acorn_n3_0); for ({{[^{]*}}) { if (!__acorn_ex.__acorn_leader(5u)) continue; int i =
// CHECK: {{^}}s += y[b * m + i]; } ::__acorn_reduce<::__acorn_OpAdd>(__acorn_ex, 6u, __acorn_red3_0, s); } __acorn_ex.__acorn_sync(1u); }
// CHECK: __acorn_part(4u, __acorn_n4_0); for ({{[^{]*}}) { if (!__acorn_ex.__acorn_leader(5u)) continue; int i =
// CHECK: {{^}}x[b * m + i] = s; } __acorn_ex.__acorn_sync(1u); }
// CHECK: {{^}}    { if (__acorn_ex.__acorn_leader(5u)) { add_one(&x[b * m], m); } __acorn_ex.__acorn_sync(1u); }
// CHECK: {{^}}    double t = __acorn_ex.__acorn_worker0_value(1u, [&]() ACORN_HD { return sum_of({{.*}}&x[b * m]{{.*}}, m); });
// CHECK: {{^}}    { auto [[RC:__acorn_rc[0-9]+]] = __acorn_ex.__acorn_worker0_value(1u, [&]() ACORN_HD { return sum_of({{.*}}&y[b * m]{{.*}}, m); }); if (__acorn_ex.__acorn_leader(1u)) { cnt[b] = (int)[[RC]]; } __acorn_ex.__acorn_sync(1u); }
// CHECK: __acorn_part(6u, __acorn_n{{[0-9]+}}_0); for ({{[^{]*}}) { int i =
// CHECK: {{^}}x[b * m + i] *= t; } __acorn_ex.__acorn_sync(1u); }
// CHECK: __acorn_part(5u, __acorn_n0_0); for ({{[^{]*}}) { int i =
// CHECK: {{^}}x[i] += 1.0; } }
