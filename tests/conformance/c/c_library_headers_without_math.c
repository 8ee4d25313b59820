/* C twin of cpp/c_library_headers_without_math.cpp: a region calling <stdlib.h>'s and
   <string.h>'s functions (abs, labs, memcpy, memset) in a file that does not read <math.h>, and
   its globals named y1 and j0. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
double y1 = 0.5, j0 = 0.25;
int main(void) {
  long s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++) {
    int row[4];
    int from[4] = {-i, 1, 2, 3};
    memset(row, 0, sizeof row);
    memcpy(row, from, sizeof row);
    s += abs(row[0]) + labs(-1L) + row[3] + (long)(y1 + j0 + 0.25);
  }
  printf("%ld\n", s);
  int ok = s == 45 + 10 * (1 + 3 + 1);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
