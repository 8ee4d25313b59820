// OpenMP threads run regions that reach g->u through a shared struct pointer `g` with no clause on
// g (C++): each region copies *g implicitly, or takes a reference to the copy another thread's
// region made, and attaches g->u, each thread's construct on its own queue (a stream each on a
// GPU): a region runs after another thread's copy-in and attach of the copy have landed, and the
// last detach, copy back and release of it after the other threads' kernels (2.6.7, 2.6.8).
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <cstdio>
#include <vector>

struct Grid {
  int n;
  double *u;
};

constexpr int Rows = 64, Cols = 256, Reps = 1000;

static void bump(Grid *g, int j) {
#pragma acc parallel loop
  for (int i = 0; i < g->n; i++)
    g->u[j * Cols + i] += 1;
}

int main() {
  std::vector<double> u(Rows * Cols, 0.0);
  Grid grid{Cols, u.data()};
  Grid *g = &grid;
  double *data = u.data();

#pragma acc enter data copyin(data[0:Rows*Cols])
  for (int rep = 0; rep < Reps; rep++) {
#pragma omp parallel for num_threads(4)
    for (int j = 0; j < Rows; j++)
      bump(g, j);
  }
#pragma acc exit data copyout(data[0:Rows*Cols])

  int bad = 0;
  for (double v : u)
    bad += v != Reps;
  if (bad || grid.n != Cols || grid.u != data) {
    std::printf("FAIL: implicit copy of *g: %d elements missed an increment\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
