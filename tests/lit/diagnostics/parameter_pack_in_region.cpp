// A function parameter pack is captured whole, as firstprivate values (parameter_pack_in_region.cpp
// runs it). A pack of pointers (whose targets would need mapping) or one a kernels construct would
// copy is not supported yet: an error naming it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <typename... Ts> double sum_all(int n, const Ts *...arrs) {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += (0.0 + ... + double(arrs[i]));
  return s;
}
template <typename... Ts> void fill(double *a, int n, Ts... vs) {
#pragma acc kernels copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = (vs + ... + 0.0);
}
double use(const double *a, const float *b, double *c) {
  fill(c, 10, 1.0, 2.0);
  return sum_all(10, a, b);
}
// CHECK-DAG: parameter_pack_in_region.cpp:9:30: error: a function parameter pack ('arrs') in a region other than as firstprivate scalars (a 'parallel' or 'serial' construct, not 'kernels'; values, not structs) is not supported by Acorn yet
// CHECK-DAG: parameter_pack_in_region.cpp:15:13: error: a function parameter pack ('vs') in a region other than as firstprivate scalars
