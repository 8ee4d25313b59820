// A lambda passed to a template that runs it in a compute region (the forall style) and copied to
// the device: pointers it captured by copy hold host addresses there, a warning when GPU code is
// generated (none for -acc=multicore, where they are the same memory); a capture by reference is
// an error, also through the template.
// RUN: %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MC --allow-empty
// RUN: not %acorncxx -c -DBY_REFERENCE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REF
template <class F> void forall(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    f(i);
}
// CHECK: lambda_pointer_captures.cpp:11:5: warning: the lambda 'f' is copied to the device with the pointers it captured ('y', 'x') as they are: where they hold host addresses GPU code cannot use them
// MC-NOT: warning
// REF: lambda_pointer_captures.cpp:11:5: error: the lambda 'f' captures 'y' by reference, and GPU code cannot reach host variables through it

void saxpy(int n, double a, const double *x, double *y) {
#ifdef BY_REFERENCE
  forall(n, [&](int i) { y[i] += a * x[i]; });
#else
  forall(n, [=](int i) { y[i] += a * x[i]; });
#endif
}
