// The other file of declare_multifile.c: a routine function and a compute region that use the
// declared globals of grid.h, defined in the main file.
#include "grid.h"

#pragma acc routine seq
double grid_at(int i) { return grid[i] * grid_steps; }

void grid_smooth(void)
{
#pragma acc parallel loop
  for (int i = 1; i < GRID_N - 1; ++i)
    grid[i] = grid[i] + 1.0;
}
