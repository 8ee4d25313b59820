/* Pointer members of arrays of structs that the region reaches through subscripts it computes
   (`tab[b].vals`, `grid[i][j].w`), with more elements than a list written out one by one would
   hold (65, 12 x 10, and a local array of 300): every element's pointer is attached for the
   construct, walked in a loop, so the region writes the device copies of the pool an enclosing
   data construct mapped (the emulated device reports host addresses otherwise; a GPU faults).
*/
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NB 65
#define GY 12
#define GX 10
#define NL 300

typedef struct {
  double *vals;
} block_t;

typedef struct {
  int n;
  double *w;
} cell_t;

block_t tab[NB];
cell_t grid[GY][GX];

static int check(const char *what, const double *pool, int n, double mul) {
  int fails = 0;
  for (int i = 0; i < n; i++)
    if (pool[i] != mul * i) {
      if (fails++ < 3)
        fprintf(stderr, "FAIL: %s: [%d] = %g, expected %g\n", what, i, pool[i], mul * i);
    }
  return fails;
}

int main(void) {
  double *pool = malloc(NB * 4 * sizeof(double)), *cells = malloc(GY * GX * 2 * sizeof(double));
  double *loc = malloc(NL * sizeof(double));
  block_t local[NL];
  for (int i = 0; i < NB * 4; i++)
    pool[i] = i;
  for (int i = 0; i < GY * GX * 2; i++)
    cells[i] = i;
  for (int i = 0; i < NL; i++) {
    loc[i] = i;
    local[i].vals = loc + i;
  }
  for (int b = 0; b < NB; b++)
    tab[b].vals = pool + b * 4;
  for (int y = 0; y < GY; y++)
    for (int x = 0; x < GX; x++) {
      grid[y][x].n = 2;
      grid[y][x].w = cells + (y * GX + x) * 2;
    }
#pragma acc data copy(pool[0:NB * 4], cells[0:GY * GX * 2], loc[0:NL]) copyin(tab, grid)
  {
#pragma acc parallel loop
    for (int b = 0; b < NB; b++)
      for (int j = 0; j < 4; j++)
        tab[b].vals[j] *= 2.0;
#pragma acc parallel loop collapse(2)
    for (int y = 0; y < GY; y++)
      for (int x = 0; x < GX; x++)
        for (int k = 0; k < grid[y][x].n; k++)
          grid[y][x].w[k] *= 3.0;
#pragma acc parallel loop
    for (int i = 0; i < NL; i++)
      local[i].vals[0] *= 4.0;
  }
  int fails = check("tab", pool, NB * 4, 2.0) + check("grid", cells, GY * GX * 2, 3.0) + check("local", loc, NL, 4.0);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
