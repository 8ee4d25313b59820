// OpenMP threads run regions that reach g->u through a shared struct pointer `g` with no clause on
// g: each region copies *g implicitly, or takes a reference to the copy another thread's region
// made, and attaches g->u. Each thread's construct works on its own queue (a stream each on a GPU,
// waited for at the end of the construct): a region that finds the copy present runs after the
// other thread's copy-in and attach of it have landed, and the last thread's detach, copy back and
// release of it after the other threads' kernels using it (2.6.7, 2.6.8).
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *u;
} grid_t;

#define ROWS 64
#define COLS 256
#define REPS 1000

int main(void) {
  grid_t *g = malloc(sizeof(grid_t));
  g->n = COLS;
  g->u = calloc(ROWS * COLS, sizeof(double));

  // The struct is absent: each region's implicit copy, or another's with a reference.
#pragma acc enter data copyin(g->u[0:ROWS*COLS])
  for (int rep = 0; rep < REPS; rep++) {
#pragma omp parallel for num_threads(4)
    for (int j = 0; j < ROWS; j++) {
#pragma acc parallel loop
      for (int i = 0; i < g->n; i++)
        g->u[j * COLS + i] += 1;
    }
  }
#pragma acc exit data copyout(g->u[0:ROWS*COLS])

  int bad = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    bad += g->u[i] != REPS;
  if (g->n != COLS)
    printf("FAIL: g->n is %d after the copies back of *g\n", g->n), bad++;
  free(g->u);
  free(g);
  if (bad) {
    printf("FAIL: implicit copy of *g: %d elements missed an increment\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
