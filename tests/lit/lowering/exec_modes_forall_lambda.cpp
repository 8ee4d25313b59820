// 2.15.1 in C++'s lowered code: in a routine worker's worker loop, a call of the functor it was
// handed is made by every lane (not the leader) where the functor's body calls a routine vector,
// whose loops need all the lanes at their barriers; a functor that only writes memory is the
// leader's, as any statement of vector-single code.
// RUN: %acorncxx --print-lowered %s | grep -v "^#line" | FileCheck %s
#pragma acc routine vector
double row_sum(const double *r, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++)
    s += r[i];
  return s;
}
#pragma acc routine worker
template <typename F> void for_rows(int n, F f) {
#pragma acc loop worker
  for (int j = 0; j < n; j++)
    f(j);
}
#pragma acc routine worker
template <typename F> void for_cells(int n, F f) {
#pragma acc loop worker
  for (int j = 0; j < n; j++)
    f(j);
}
void sums(const double *u, double *t, double *z, int g, int r, int c) {
#pragma acc parallel loop gang copyin(u[0:g*r*c]) copyout(t[0:g*r], z[0:g*r])
  for (int k = 0; k < g; k++) {
    for_rows(r, [=](int j) { t[k * r + j] = row_sum(u + (k * r + j) * c, c); });
    for_cells(r, [=](int j) { z[k * r + j] = 0.0; });
  }
}
// CHECK: void for_rows(int n, F f) {
// CHECK: {{^}}f(j); } __acorn_ex.__acorn_sync(1u); }
// CHECK: void for_cells(int n, F f) {
// CHECK: {{^}}{ if (__acorn_ex.__acorn_leader(3u)) { f(j); } __acorn_ex.__acorn_sync(3u); }
