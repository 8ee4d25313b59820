// A constexpr global holding pointers (a table of functions, of strings, a struct with a function
// pointer) is the device compile's own, made with its device addresses: the region uses it as it
// is, with no copy of the host's (whose pointers are host addresses: an illegal instruction on the
// GPU). A constexpr array without pointers is copied in, as before.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
using op_t = double (*)(double);
#pragma acc routine seq
double add1(double x) { return x + 1; }
#pragma acc routine seq
double dbl(double x) { return x * 2; }
struct Named {
  op_t f;
  int weight;
};
constexpr op_t table[2] = {add1, dbl};
constexpr Named named[2] = {{add1, 1}, {dbl, 2}};
struct Ops {
  static constexpr op_t first = add1;
};
constexpr double weights[2] = {0.25, 0.75};

void run(double *a, int n) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = table[i & 1](i) + named[i & 1].f(1.0) * named[i & 1].weight + Ops::first(i) + weights[i & 1];
}
// CHECK-NOT: of 'table'
// CHECK-NOT: of 'named'
// CHECK-NOT: of 'first'
// CHECK: remark: implicit COPYIN of 'weights'
// CHECK-NOT: of 'table'
// CHECK-NOT: of 'named'
