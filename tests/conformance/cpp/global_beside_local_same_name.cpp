// A global named `::x` (or `ns::x`, `S::x`) in a compute region beside a local `x`: both are
// captured, so the global's capture takes a name of its own and the region's uses of the global
// name it; a variable the region itself declares may hide a global it uses elsewhere.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

double scale = 2.0;
namespace units {
double scale = 0.5;
}
struct Defaults {
  static int offset;
};
int Defaults::offset = 7;
int offset_count = 3;

int main() {
  double scale = 100.0; // hides the global
  int offset = 1000;
  double o[10];
#pragma acc parallel loop copyout(o)
  for (int i = 0; i < 10; ++i)
    o[i] = ::scale * i + scale + units::scale + Defaults::offset + offset;
  for (int i = 0; i < 10; ++i)
    if (o[i] != 2.0 * i + 100.0 + 0.5 + 7 + 1000) {
      printf("FAILED: o[%d] = %g\n", i, o[i]);
      return 1;
    }

  // offset_count from outside, and a local of the same name inside a block of the region.
  int r[10];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 10; ++i) {
    int v = offset_count;
    {
      int offset_count = i;
      v += 10 * offset_count;
    }
    r[i] = v + ::offset_count;
  }
  for (int i = 0; i < 10; ++i)
    if (r[i] != 6 + 10 * i) {
      printf("FAILED: r[%d] = %d\n", i, r[i]);
      return 1;
    }
  printf("PASSED\n");
  return 0;
}
