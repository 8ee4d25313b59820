// 2.13 declare on a global of a class with default member initialisers (and one with a
// constructor): the device copy holds the same bytes, copied in by the directive and kept in step
// by update; routines read it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Params {
  double dt = 0.5;
  int steps = 4;
};

struct Grid {
  int nx, ny;
  Grid() : nx(8), ny(3) {}
};

Params gp;
Grid grid;
#pragma acc declare copyin(gp) create(grid)

#pragma acc routine seq
static double advance(double x) { return x + gp.dt * gp.steps * grid.nx; }

int main() {
#pragma acc update device(grid)
  double out[16];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 16; ++i)
    out[i] = advance(i);
  gp.dt = 0.25;
#pragma acc update device(gp)
  double later = 0;
#pragma acc serial copyout(later)
  later = advance(1.0) + grid.ny;
  int errors = 0;
  for (int i = 0; i < 16; ++i)
    if (out[i] != i + 16.0)
      errors++;
  if (errors || later != 1.0 + 8.0 + 3.0) {
    std::printf("FAILED: %d %g\n", errors, later);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
