// Globals declared in a header and used from two files of one program (2.13): grid.h declares
// `extern double grid[]` with declare create and `grid_steps` with declare copyin; this file defines
// them, Inputs/declare_multifile/grid.c has a routine function and a region that use them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -I%S/Inputs/declare_multifile %S/Inputs/declare_multifile/grid.c -o %t/grid.o
// RUN: %acorncc -c -I%S/Inputs/declare_multifile %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/grid.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include "grid.h"

double grid[GRID_N];
int grid_steps = 3;

int main(void)
{
  int errors = 0;
  for (int i = 0; i < GRID_N; ++i)
    grid[i] = i;
#pragma acc update device(grid)
  grid_smooth();
  double out[GRID_N];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < GRID_N; ++i)
    out[i] = grid_at(i);
#pragma acc update self(grid)
  for (int i = 0; i < GRID_N; ++i) {
    double g = i + (i > 0 && i < GRID_N - 1 ? 1.0 : 0.0);
    if (grid[i] != g || out[i] != 3 * g) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: grid[%d] = %g, out = %g, expected %g and %g\n", i, grid[i], out[i], g, 3 * g);
    }
  }
  return errors != 0;
}
