// A program's -D macros of plain names that the C library's headers spell (`index` of <strings.h>,
// which <string.h> reads; `y1` and `j0` of <math.h>) on a file that includes none of them: GCC
// compiles it. Acorn's headers read before the file (the GPU compile's prelude, which reads
// <string.h> and <cmath>, and the CPU target's acorn/program_target.h) set them aside.
// RUN: %acorncxx -Dindex=3 -Dy1=2 -Dj0=1 %s -o %t && %run-targets %t
// RUN: %acorncxx -acc=multicore -Dindex=3 -Dy1=2 -Dj0=1 %s -o %t.mc && %t.mc
#include <cstdio>

int main() {
  int a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; i++)
    a[i] = i + index + y1 + j0;
  bool ok = a[9] == 15;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
