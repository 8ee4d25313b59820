// 2.5.15: a reduction clause names a variable, an array element or a subarray; a member of the
// object (in a member function, `total` or `this->total`) is an error naming what to do instead.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
struct Sum {
  int n;
  double total;
  void add(const double *u) {
#pragma acc parallel loop copyin(u[0:n]) reduction(+ : total)
    for (int i = 0; i < n; i++)
      total += u[i];
    double local = 0;
#pragma acc parallel loop copyin(u[0:n]) reduction(+ : local)
    for (int i = 0; i < n; i++)
      local += u[i];
    total = local;
  }
};
// CHECK: reduction_class_member.cpp:8:56: error: 'total' is a member of the object, which a reduction clause cannot name (2.5.15: a variable, an array element or a subarray); reduce into a local variable and assign it to 'total' after the construct
// CHECK-NOT: error:
