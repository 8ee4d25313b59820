// A lambda passed to a template that runs it in a compute region (the forall style) and copied to
// the device: the pointers it captured by copy are attached for the construct (-Minfo says so), no
// warning. Taken into the launch as firstprivate, the pointers in its copy are translated, those of
// each instantiation's closure listed at run time (-Minfo says so), no warning, also with
// -acc=multicore, where they are the same memory. A capture by reference is an error, also
// through the template.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -c -Minfo=accel -DFIRSTPRIVATE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FP
// RUN: %acorncxx -acc=multicore -c -DFIRSTPRIVATE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MC --allow-empty
// RUN: not %acorncxx -c -DBY_REFERENCE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REF
template <class F> void forall(int n, F f) {
#ifdef FIRSTPRIVATE
#pragma acc parallel loop firstprivate(f)
#else
#pragma acc parallel loop
#endif
  for (int i = 0; i < n; i++)
    f(i);
}
// CHECK-NOT: warning
// CHECK: lambda_pointer_captures.cpp:15:{{[0-9]+}}: remark: implicit ATTACH of the pointer fields of 'f' (those of each instantiation's type: 'y', 'x')
// CHECK-NOT: warning
// FP-NOT: warning
// FP: lambda_pointer_captures.cpp:13:1: remark: implicit translation of the pointer fields of 'f' in its firstprivate copy (those of each instantiation's type, listed at run time: 'y', 'x')
// FP-NOT: warning
// MC-NOT: warning
// REF: lambda_pointer_captures.cpp:18:5: error: the lambda 'f' captures 'y' by reference, and GPU code cannot reach host variables through it

void saxpy(int n, double a, const double *x, double *y) {
#ifdef BY_REFERENCE
  forall(n, [&](int i) { y[i] += a * x[i]; });
#else
  forall(n, [=](int i) { y[i] += a * x[i]; });
#endif
}
