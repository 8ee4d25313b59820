// A function parameter pack used in a compute region is not supported yet: an error naming it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <typename... Ts> double sum_all(int n, const Ts *...arrs) {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += (0.0 + ... + double(arrs[i]));
  return s;
}
double use(const double *a, const float *b) { return sum_all(10, a, b); }
// CHECK: parameter_pack_in_region.cpp:7:30: error: a function parameter pack ('arrs') used in a compute region is not supported by Acorn yet
