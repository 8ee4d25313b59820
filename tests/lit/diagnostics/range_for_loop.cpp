// A range-based for loop under a loop directive: an error at the loop saying how to write it.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
#include <vector>
void f(std::vector<double> &v) {
  double *p = v.data();
#pragma acc parallel loop copy(p[0:v.size()])
  for (double &x : v)
    x *= 2.0;
}
// CHECK: range_for_loop.cpp:7:3: error: a range-based for loop under a loop directive is not supported by Acorn yet: write the loop over an index (for (size_t i = 0; i < v.size(); ++i)) or a pointer
// CHECK-NOT: error:
