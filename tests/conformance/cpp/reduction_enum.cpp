// 2.5.15 min and max reductions on enum variables of C++ (scoped, with a fixed underlying type, and
// unscoped, whose values compare as their promoted integer): the private copies start at the least
// and the largest value, not at 0. (C++ gives enums no arithmetic: Clang allows max and min only.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

enum class Level : short { Low = -5, Mid = 0, High = 7 };
enum Color { Red = 1, Green = 2, Blue = 3 };

int main() {
  int errors = 0;
  Level mx = Level::Low, mn = Level::High;
  Color cmn = Blue, cmx = Red;
#pragma acc parallel loop reduction(max:mx, cmx) reduction(min:mn, cmn)
  for (int i = 0; i < 100; i++) {
    Level l = i % 2 ? Level::Mid : Level::Low;
    if (mx < l) mx = l;
    Level h = i % 3 ? Level::Mid : Level::High;
    if (h < mn) mn = h;
    Color c = i % 2 ? Green : Blue;
    if (c < cmn) cmn = c;
    if (c > cmx) cmx = c;
  }
  if (mx != Level::Mid || mn != Level::Mid || cmn != Green || cmx != Blue) {
    std::fprintf(stderr, "FAIL: max %d min %d (scoped), min %d max %d (unscoped)\n", (int)mx, (int)mn, (int)cmn,
                 (int)cmx);
    ++errors;
  }
  // A loop's reduction across gangs, workers and vector lanes.
  Level lowest = Level::High;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) copy(lowest)
  {
#pragma acc loop gang worker vector reduction(min:lowest)
    for (int i = 0; i < 1000; i++) {
      Level l = i == 500 ? Level::Low : Level::Mid;
      if (l < lowest) lowest = l;
    }
  }
  if (lowest != Level::Low) {
    std::fprintf(stderr, "FAIL: loop min %d, expected %d\n", (int)lowest, (int)Level::Low);
    ++errors;
  }
  return errors != 0;
}
