/* Found 2026-11-29 by the GPU run (H200) of the threads fix: OpenMP threads run regions that
   reach g->u through a shared struct pointer g with no clause on g (each region copies *g
   implicitly, or takes a reference to the copy another thread's region made). On a GPU a region
   can find that copy present while the other thread's copy-in of it (and its attach of g->u),
   queued on that thread's own stream and waited for only at the end of its construct, has not
   landed: "kernel execution failed: an illegal memory access" (intermittent, shows when several
   programs run at once). Passes on host, multicore and the emulated device (which cannot see it).
   Should print PASS on the GPU: acorncc -fopenmp this.c -o t && ACC_DEVICE_TYPE=nvidia ./t */
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

static int check(const char *what, const grid_t *g) {
  int bad = 0;
  for (int i = 0; i < ROWS * COLS; i++)
    bad += g->u[i] != REPS;
  if (bad)
    printf("FAIL: %s: %d elements missed an increment\n", what, bad);
  return bad != 0;
}

int main(void) {
  grid_t *g = malloc(sizeof(grid_t));
  g->n = COLS;
  g->u = calloc(ROWS * COLS, sizeof(double));
  int fails = 0;

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
  fails += check("implicit copy of *g", g);

  free(g->u);
  free(g);
  if (fails)
    return 1;
  printf("PASS\n");
  return 0;
}
