// C++: a compute region in a function template stays in place as a host+device lambda; the
// reduction gets a private copy per thread combined across gangs and vector lanes.
// RUN: %acorncxx --print-lowered %s | grep -v "^//" | FileCheck %s
template <class T> T sum(const T *a, int n) {
  T s = 0;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
double use(const double *a, int n) { return sum(a, n); }
// CHECK: #include "acorn/kernel.hpp"
// CHECK: template <class T> T sum(const T *a, int n) {
// CHECK: acorn_map __acorn_m[2] = {{[{][{]}}(void *)&(a)[0], (size_t)(n) * sizeof((a)[0]), ACORN_MAP_COPYIN, 0, "a[0:n]", 0, 0}, {(void *)&(s), sizeof(s), ACORN_MAP_COPY, (324 | (::__acorn_reduction_type<decltype(s)>() << 12)), "s", 0, 0}};
// CHECK-SAME: ::__acorn_launch(&__acorn_c, __acorn_cfg, [&s = *::__acorn_device_address(&s, __acorn_m[1]), n = n, a = ::__acorn_device_address(a, __acorn_m[0])] ACORN_HD (auto &__acorn_ex) ACORN_MUTABLE {
// CHECK: auto &__acorn_red0_0 = s; { auto s = ::__acorn_identity_like<::__acorn_OpAdd>(__acorn_red0_0);
// CHECK: ::__acorn_reduce<::__acorn_OpAdd>(__acorn_ex, 5u, __acorn_red0_0, s); }
