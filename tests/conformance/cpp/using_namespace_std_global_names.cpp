// `using namespace std;` with globals named as std's functions and classes the file never
// includes (distance, next and fill of <iterator> and <algorithm>, array, tie, beta): valid C++
// that GCC compiles. The GPU compile's own headers must not bring those names into std before the
// file (libstdc++'s <cmath> reads much of <algorithm> with its special functions, std::tie's
// device version needs <tuple>): the names stay the file's own, in regions and on the host.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
using namespace std;
double distance = 2.5;
int next = 1, fill = 2, array = 3, tie = 5, beta = 6;
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++)
    s += distance * i + next + fill + array + tie + beta;
  printf("%g %d\n", distance, next + fill + array);
  bool ok = s == 2.5 * 45 + 170;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
