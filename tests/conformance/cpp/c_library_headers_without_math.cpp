// A region calling <cstdlib>'s and <cstring>'s functions (abs, labs, llabs, std::abs of long
// and double, memcpy, memset) in a file that reads neither <cmath> nor <math.h>: the GPU compile
// reads the C library headers and their device versions where the file reads them, without the
// device math (Clang's math headers, which hold the device abs, also define y1 and j0: this
// file's globals).
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: %acorncxx -acc=multicore %s -o %t.mc && %t.mc
#include <cstdio>
#include <cstdlib>
#include <cstring>
double y1 = 0.5, j0 = 0.25;
int main() {
  long s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++) {
    int row[4];
    memset(row, 0, sizeof row);
    int from[4] = {-i, 1, 2, 3};
    memcpy(row, from, sizeof row);
    s += abs(row[0]) + labs(-1L) + llabs(-2LL) + std::abs(-3L) + std::abs(row[3]) + (long)(y1 + j0 + std::abs(-0.25));
  }
  printf("%ld\n", s);
  bool ok = s == 45 + 10 * (1 + 2 + 3 + 3 + 1);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
