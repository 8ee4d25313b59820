// A C++ array in a data clause keeps its type in the region: sizeof, range-for and std::size.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <iterator>

int main() {
  double w[4] = {1, 2, 3, 4};
  int table[2][3] = {{1, 2, 3}, {4, 5, 6}};
  double out[8];
#pragma acc parallel loop copyin(w, table) copyout(out)
  for (int i = 0; i < 8; ++i) {
    double s = 0;
    for (double v : w)
      s += v;
    for (const auto &row : table)
      s += row[2];
    out[i] = s + std::size(w) + sizeof(w) / sizeof(w[0]);
  }
  int errors = 0;
  for (int i = 0; i < 8; ++i)
    if (out[i] != 10 + 9 + 4 + 4)
      errors++;
  if (errors) {
    std::printf("FAILED: %d (out[0]=%g)\n", errors, out[0]);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
