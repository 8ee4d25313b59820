// A global declared in a header (2.13): every file that includes it sees the declare; the file
// that defines the variable (declare_multifile.c) owns its device copy.
#ifndef GRID_H
#define GRID_H
#define GRID_N 300
extern double grid[GRID_N];
#pragma acc declare create(grid)
extern int grid_steps;
#pragma acc declare copyin(grid_steps)

#pragma acc routine seq
double grid_at(int i);

void grid_smooth(void);
#endif
