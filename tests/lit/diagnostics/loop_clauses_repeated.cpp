// C++: a level clause written twice for one device type, and tile beside collapse on one loop, are
// errors at the second clause, also in a template (reported once, at the template's loop).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
template <int N> void scale(double *a) {
#pragma acc parallel loop worker worker copy(a[0:N])
  for (int i = 0; i < N; i++)
    a[i] *= 2;
  // CHECK: loop_clauses_repeated.cpp:[[#@LINE-3]]:34: error: a second 'worker' clause on this loop
  // CHECK-NOT: a second 'worker'
#pragma acc parallel loop collapse(2) tile(4, 4) copy(a[0:N])
  for (int i = 0; i < N / 8; i++)
    for (int j = 0; j < 8; j++)
      a[i * 8 + j] += 1;
  // CHECK: loop_clauses_repeated.cpp:[[#@LINE-4]]:39: error: 'tile' and 'collapse' on the same loop
  // CHECK-NOT: 'tile' and 'collapse'
}
template void scale<64>(double *);
template void scale<128>(double *);
