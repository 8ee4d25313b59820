// A scalar carried from one iteration to the next of a loop the user made parallel is a race:
// Acorn warns and names it. Temporaries written first in each iteration are made private, sums
// become reductions, and a flag only ever set (never read in the loop) is left alone.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
void f(int n, const double *a, double *b) {
  double prev = 0.0, t, sum = 0.0;
  int found = 0;
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n]) copy(found)
  for (int i = 0; i < n; i++) {
    b[i] = a[i] - prev;
    prev = a[i];
    t = 2.0 * a[i];
    sum += t;
    if (a[i] < 0)
      found = 1;
  }
  b[0] = sum + found;
}
// CHECK: carried_scalar.c:10:19: warning: 'prev' is carried from one iteration to the next, but the iterations of this loop run in parallel, in any order: make it private, a reduction, or the loop seq
// CHECK-NOT: warning:
// CHECK: carried_scalar.c:9:3: remark: loop scheduled as gang, vector, implicit reduction on 'sum', 't' private to each iteration
// CHECK: 1 warning generated
