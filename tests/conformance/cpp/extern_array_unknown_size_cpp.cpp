// C++ twin of extern_array_unknown_size.c: arrays declared without a size (one of a namespace)
// used in compute regions without a data clause are reached through the device copy of the data
// an enclosing data construct or enter data made present.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c %S/Inputs/extern_array_unknown_size_cpp/field.cpp -o %t/field.o
// RUN: %acorncxx -c %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/field.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cstdio>

namespace grid {
extern double field[];
}
extern int counts[];

int main() {
  const int n = 1000;
  int errors = 0;
  for (int i = 0; i < n; i++) {
    grid::field[i] = i;
    counts[i] = 0;
  }
#pragma acc data copy(grid::field[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      grid::field[i] += 1.0;
  }
#pragma acc enter data copyin(counts[0:n])
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    counts[i] = 2 * i;
#pragma acc exit data copyout(counts[0:n])
  for (int i = 0; i < n; i++)
    errors += grid::field[i] != i + 1.0 || counts[i] != 2 * i;
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
