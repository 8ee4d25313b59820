// A standard container used in a compute region: its elements are in host memory the container
// owns, which GPU code cannot reach. With GPU code (the default) Acorn says so at the use and
// names the way out; for the host and multicore targets alone the region uses it as written.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore %s -o %t && ACC_DEVICE_TYPE=multicore %t
#include <vector>

double total(const std::vector<double> &v) {
  double s = 0;
  int n = (int)v.size();
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}
// CHECK: std_container.cpp:13:10: error: 'v' is a std::vector, whose elements are in host memory that GPU code cannot reach; use a pointer to its data in the region (double *p = v.data(); with copyin(p[0:n]) or present), or compile with -acc=multicore

int main() { return total(std::vector<double>(100, 0.5)) == 50.0 ? 0 : 1; }
