// 2.13 declare of C++17 inline variables in a header included by two files: one variable, so one
// device copy, which regions of both files use.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -std=c++17 -c -I%S/Inputs/declare_inline_variable %S/Inputs/declare_inline_variable/other.cpp -o %t/other.o
// RUN: %acorncxx -std=c++17 -c -I%S/Inputs/declare_inline_variable %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/other.o -o %t/prog && %run-targets %t/prog
#include <cstdio>

#include "counters.hpp"

int main() {
#pragma acc parallel loop
  for (int i = 0; i < 8; ++i)
    counts[i] = i;
  int total = sum_counts();
  if (total != 28) {
    std::printf("FAILED: %d\n", total);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
