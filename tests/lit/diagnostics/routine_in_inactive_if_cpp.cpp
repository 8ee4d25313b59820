// C++: a 'routine' directive without a level in a block the preprocessor skips gives no warning
// (with the macro defined, the warning), nor one between a template header and its function an
// error.
// RUN: %acorncxx -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %acorncxx -DUSE_GPU_HELPER -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ACTIVE
// QUIET-NOT: warning
// QUIET-NOT: error
// ACTIVE: routine_in_inactive_if_cpp.cpp:[[#@LINE+2]]:1: warning: 'routine' without gang, worker, vector or seq is compiled as 'routine seq'
#ifdef USE_GPU_HELPER
#pragma acc routine
#endif
static double twice(double x) { return 2 * x; }

template <class T>
#ifdef USE_TEMPLATE_ROUTINE
#pragma acc routine seq
#endif
T half(T x) { return x / 2; }
// ACTIVE-NOT: error

int main() {
  double a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = twice(i) + half(2.0 * i);
  return a[3] != 9.0;
}
