// A 'routine' directive without a level in a block the preprocessor skips (#ifdef of a macro the
// build does not define, #if 0) means nothing: no warning that it is compiled as 'routine seq';
// with the macro defined, the warning. So is a 'routine' between a template header and its function
// in such a block no error (C++: routine_in_inactive_if_cpp.cpp).
// RUN: %acorncc -Werror -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %acorncc -DUSE_GPU_HELPER -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// QUIET-NOT: warning
// WARN: routine_in_inactive_if.c:[[#@LINE+2]]:1: warning: 'routine' without gang, worker, vector or seq is compiled as 'routine seq'
#ifdef USE_GPU_HELPER
#pragma acc routine
#endif
static double twice(double x) { return 2 * x; }
#if 0
#pragma acc routine
static double thrice(double x) { return 3 * x; }
#endif
// WARN-NOT: warning: 'routine'

int main(void) {
  double a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = twice(i);
  return a[3] != 6.0;
}
