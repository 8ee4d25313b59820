// A function parameter pack is captured whole, as firstprivate values (parameter_pack_in_region.cpp
// runs it), or element by element for a pack of pointers (lowering/pointer_parameter_pack.cpp). One
// a kernels construct would copy is not supported yet: an error naming it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <typename... Ts> void fill(double *a, int n, Ts... vs) {
#pragma acc kernels copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = (vs + ... + 0.0);
}
void use(double *c) { fill(c, 10, 1.0, 2.0); }
// CHECK: parameter_pack_in_region.cpp:8:13: error: a function parameter pack ('vs') in a region other than as firstprivate scalars or pointers (a 'parallel' or 'serial' construct, not 'kernels'; values or pointers, not structs) is not supported by Acorn yet
