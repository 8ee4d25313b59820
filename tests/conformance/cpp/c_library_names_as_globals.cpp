// Globals named as C library functions (index and rindex of <strings.h>, y0, y1, j0, jn of
// <math.h>, div, abs and atoi of <stdlib.h>) in a C++ file that includes none of those headers:
// valid C++ that GCC compiles (with a warning for its built-ins). The GPU compile's own headers
// must not declare those functions before the file (the device math and the C library headers
// are read only where the file reads them), nor the host compile's kernel headers: the names stay
// the file's own, in regions, in a routine and on the host, also under `using namespace std;`.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: %acorncxx -acc=multicore %s -o %t.mc && %t.mc
#include <cstdio>
using namespace std;
int index = 3, rindex = 1;
double y0 = 0.25, y1 = 2.0, j0 = 0.5, jn = 1.0;
int div = 4, abs = 2, atoi = 5;
#pragma acc declare copyin(y1)
#pragma acc routine seq
static double twice_y1() { return 2 * y1; }
int main() {
  double s = 0;
#pragma acc update device(y1)
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++)
    s += index + rindex + y0 + j0 + jn + div + abs + atoi + twice_y1();
  printf("%g %d %g\n", s, index, y1);
  bool ok = s == 10 * (3 + 1 + 0.25 + 0.5 + 1.0 + 4 + 2 + 5 + 4.0);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
