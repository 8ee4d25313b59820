// OpenMP threads run compute regions that reach a member array through a shared struct pointer
// `g` with `present(g[0:1]) attach(g->u)` and async queues: one thread's detach of g->u (counter
// to 0, queued) must land before another thread's attach (counter 0 to 1) on another queue.
// (Threads sharing an implicit copy of *g: struct_implicit_copy_shared_by_threads.)
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

  // The struct entered after its array (not attached yet): each region attaches and detaches.
#pragma acc enter data copyin(g->u[0:ROWS*COLS])
#pragma acc enter data copyin(g[0:1])
  for (int rep = 0; rep < REPS; rep++) {
#pragma omp parallel num_threads(4)
    {
      int q = omp_get_thread_num() + 1;
#pragma omp for
      for (int j = 0; j < ROWS; j++) {
#pragma acc parallel loop present(g[0:1]) attach(g->u) async(q)
        for (int i = 0; i < COLS; i++)
          g->u[j * COLS + i] += 1;
      }
#pragma acc wait(q)
    }
  }
#pragma acc exit data copyout(g->u[0:ROWS*COLS]) delete(g[0:1])
  fails += check("attach across queues", g);

  free(g->u);
  free(g);
  if (fails)
    return 1;
  printf("PASS\n");
  return 0;
}
