// OpenMP threads reach a member array through a shared struct pointer (C++): the detach of g->u
// queued by one thread's region lands before another thread's attach on another queue (2.6.8).
// (Threads sharing an implicit copy of *g: struct_implicit_copy_shared_by_threads.)
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <cstdio>
#include <vector>

struct Grid {
  int n;
  double *u;
};

constexpr int Rows = 64, Cols = 256, Reps = 1000;

static int check(const char *what, const std::vector<double> &u) {
  int bad = 0;
  for (double v : u)
    bad += v != Reps;
  if (bad)
    std::printf("FAIL: %s: %d elements missed an increment\n", what, bad);
  return bad != 0;
}

static void bumpAsync(Grid *g, int j, int q) {
#pragma acc parallel loop present(g[0:1]) attach(g->u) async(q)
  for (int i = 0; i < Cols; i++)
    g->u[j * Cols + i] += 1;
}

int main() {
  std::vector<double> u(Rows * Cols, 0.0);
  Grid grid{Cols, u.data()};
  Grid *g = &grid;
  int fails = 0;

#pragma acc enter data copyin(g->u[0:Rows*Cols])
#pragma acc enter data copyin(g[0:1])
  for (int rep = 0; rep < Reps; rep++) {
#pragma omp parallel num_threads(4)
    {
      int q = omp_get_thread_num() + 1;
#pragma omp for
      for (int j = 0; j < Rows; j++)
        bumpAsync(g, j, q);
#pragma acc wait(q)
    }
  }
#pragma acc exit data copyout(g->u[0:Rows*Cols]) delete(g[0:1])
  fails += check("attach across queues", u);
  if (fails)
    return 1;
  std::printf("PASS\n");
  return 0;
}
