// 2.5.15: a reduction writes its variable at the end, so it cannot be const, even when the loop
// body only reads it; a member of the object in a const member function is const there.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
struct Rows {
  int count = 0;
  double *data = nullptr;
  double tally(int n) const {
    double sum = 0;
#pragma acc parallel loop copyin(data[0:n]) reduction(+:count, sum)
    for (int i = 0; i < n; i++)
      sum += data[i] * count;
    return sum;
  }
};
// CHECK: reduction_const.cpp:9:57: error: reduction variable 'count' is const here: the reduction writes it
