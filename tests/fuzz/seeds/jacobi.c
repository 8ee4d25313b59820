// Seed: 2-D Jacobi relaxation (data region, collapse, max reduction, gang/vector, async/wait, update).
// fuzz-vars: grid_a:arr2:NX:NY grid_b:arr2:NX:NY err:real w:real it:int iters:int i:idx j:idx
#include <math.h>
#include <openacc.h>

#define NX 256
#define NY 256
#define TOL 1.0e-6

static double grid_a[NX][NY];
static double grid_b[NX][NY];

double jacobi(int iters, double w) {
  double err = 1.0;
  int it = 0;
#pragma acc data copy(grid_a) create(grid_b)
  {
    while (err > TOL && it < iters) {
      err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(grid_a, grid_b)
      for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++) {
          grid_b[i][j] = w * 0.25 * (grid_a[i - 1][j] + grid_a[i + 1][j] + grid_a[i][j - 1] + grid_a[i][j + 1]) +
                         (1.0 - w) * grid_a[i][j];
          err = fmax(err, fabs(grid_b[i][j] - grid_a[i][j]));
        }
#pragma acc parallel loop gang present(grid_a, grid_b) async(1)
      for (int i = 1; i < NX - 1; i++) {
#pragma acc loop vector
        for (int j = 1; j < NY - 1; j++)
          grid_a[i][j] = grid_b[i][j];
      }
#pragma acc wait(1)
      if (it % 10 == 0) {
#pragma acc update self(grid_a[0:1][0:NY])
      }
      it++;
    }
  }
  return err;
}
