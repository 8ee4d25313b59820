// 2.6.1: the variable of a loop is private to it, so it is no reduction variable of the loop (GCC
// errors too); a collapsed loop's variables alike.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(double *a, int n) {
  int i, j;
#pragma acc parallel loop reduction(+:i) copy(a[0:n])
  for (i = 0; i < n; i++)
    a[i] += 1;
#pragma acc parallel loop collapse(2) reduction(max:j) copy(a[0:n])
  for (i = 0; i < n; i++)
    for (j = 0; j < 4; j++)
      a[i] += j;
}
// CHECK: reduction_on_loop_variable.c:7:39: error: 'i' is the variable of the loop, which is private to it (2.6.1): it cannot be a reduction variable of that loop (2.9.11)
// CHECK: reduction_on_loop_variable.c:10:53: error: 'j' is the variable of the loop
// CHECK-NOT: error:
