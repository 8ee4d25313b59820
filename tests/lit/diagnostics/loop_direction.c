// A partitioned loop whose variable moves away from its bound (a decrement with < or <=, an
// increment with > or >=, the step's sign known) ends only by wrapping around, if at all: its
// iterations cannot be counted (2.9). An error at the increment; a kernels loop without directive
// stays sequential and -Minfo says why.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -c -Minfo=accel -DKERNELS_ONLY %s -o %t.o 2>&1 | FileCheck %s --check-prefix=KERNELS
void f(unsigned *a, int *b) {
#pragma acc kernels copyout(a[0:100])
  for (unsigned u = 99; u < 100u; u--)
    a[u] = u;
  // KERNELS: loop_direction.c:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: it is not in canonical form: the loop variable decreases while the condition compares it with < or <=
#ifndef KERNELS_ONLY
#pragma acc parallel loop copyout(a[0:100])
  for (unsigned u = 99; u < 100u; u--)
    a[u] = u;
  // CHECK: loop_direction.c:[[@LINE-2]]:35: error: loop cannot be partitioned: the loop variable decreases while the condition compares it with < or <=: the loop would only end by wrapping around, if at all
#pragma acc parallel loop copyout(b[0:100])
  for (int i = 99; i >= 0; i -= -2)
    b[i] = i;
  // CHECK: loop_direction.c:[[@LINE-2]]:28: error: loop cannot be partitioned: the loop variable increases while the condition compares it with > or >=
#pragma acc parallel loop copyout(b[0:100])
  for (int i = 99; i >= 0; i += -1)
    b[i] = i;
  // CHECK-NOT: loop_direction.c:[[@LINE-2]]
#endif
}
