// `using namespace std;` with globals named as the names of <type_traits>, <limits> and
// <utility> (swap, is_same, rank, extent, numeric_limits, conditional, enable_if,
// remove_reference, declval, move, forward, pair) in a file that includes none of them: valid C++
// that GCC compiles. Acorn's kernel headers, read before the file in the host, multicore and GPU
// compiles, must not bring those names into std (they use Clang's type-trait builtins): the names
// stay the file's own, in regions, reductions of several types and on the host.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: %acorncxx -acc=multicore %s -o %t.mc && %t.mc
#include <cstdio>
using namespace std;
int swap = 1, is_same = 2, rank = 3, extent = 4, conditional = 5, enable_if = 6;
double numeric_limits = 0.5, remove_reference = 1.5;
long declval = 7, move = 8, forward = 9, pair = 10;
int main() {
  double s = 0;
  long m = 0;
  int lo = 1000;
  unsigned char top = 0;
#pragma acc parallel loop reduction(+ : s) reduction(max : m, top) reduction(min : lo) copyin(rank, extent)
  for (int i = 0; i < 10; i++) {
    s += numeric_limits * i + remove_reference + swap + is_same + rank + extent + conditional + enable_if;
    long v = declval + move + forward + pair + i;
    m = v > m ? v : m;
    lo = i + rank < lo ? i + rank : lo;
    top = (unsigned char)(200 + i) > top ? (unsigned char)(200 + i) : top;
  }
  printf("%g %ld %d %d %d\n", s, m, lo, top, swap + is_same + rank);
  bool ok = s == 0.5 * 45 + 15 + 210 && m == 43 && lo == 3 && top == 209 && numeric_limits + pair == 10.5;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
