/* A 3-D 7-point stencil (a heat-equation sweep) over an NX x NY x NZ grid of doubles on the host's
 * cores: OpenACC `parallel loop collapse(3)` run on multicore against OpenMP `parallel for
 * collapse(3)` of the same loops, in the same process (the OpenMP runtime's threads serve both).
 *
 *   ACC_DEVICE_TYPE=multicore stencil3d_mc [NX [NY [NZ [SWEEPS [REPS]]]]]
 *       default 258 x 256 x 128, 10 sweeps per run, best of REPS = 5
 *
 * Prints, ratio = OpenMP time / Acorn time (>= 1: Acorn as fast):
 *   stencil3d collapse(3)  acorn <s> s  omp <s> s  ratio <r>
 * and exits 1 when the two grids differ (same operations in the same order: they must be equal). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int nx = 258, ny = 256, nz = 128, sweeps = 10, reps = 5;
#define AT(i, j, k) ((size_t)(k) * nx * ny + (size_t)(j) * nx + (i))

static void sweep_acc(const double *restrict u, double *restrict v) {
#pragma acc parallel loop collapse(3) present(u[0:nx*ny*nz], v[0:nx*ny*nz])
  for (int k = 1; k < nz - 1; k++)
    for (int j = 1; j < ny - 1; j++)
      for (int i = 1; i < nx - 1; i++)
        v[AT(i, j, k)] = (u[AT(i - 1, j, k)] + u[AT(i + 1, j, k)] + u[AT(i, j - 1, k)] + u[AT(i, j + 1, k)] +
                          u[AT(i, j, k - 1)] + u[AT(i, j, k + 1)]) / 6.0;
}

static void sweep_omp(const double *restrict u, double *restrict v) {
#pragma omp parallel for collapse(3)
  for (int k = 1; k < nz - 1; k++)
    for (int j = 1; j < ny - 1; j++)
      for (int i = 1; i < nx - 1; i++)
        v[AT(i, j, k)] = (u[AT(i - 1, j, k)] + u[AT(i + 1, j, k)] + u[AT(i, j - 1, k)] + u[AT(i, j + 1, k)] +
                          u[AT(i, j, k - 1)] + u[AT(i, j, k + 1)]) / 6.0;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* SWEEPS sweeps, a -> b then back; the time of the run. */
static double run(void (*sweep)(const double *, double *), double *a, double *b) {
  double t = now();
  for (int s = 0; s < sweeps; s++)
    sweep(s % 2 ? b : a, s % 2 ? a : b);
  return now() - t;
}

int main(int argc, char **argv) {
  int *dims[] = {&nx, &ny, &nz, &sweeps, &reps};
  for (int i = 1; i < argc && i <= 5; i++)
    *dims[i - 1] = atoi(argv[i]);
  size_t n = (size_t)nx * ny * nz;
  double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  double *oa = malloc(n * sizeof *oa), *ob = malloc(n * sizeof *ob);
  for (size_t q = 0; q < n; q++)
    a[q] = b[q] = oa[q] = ob[q] = (q % 97) * 0.01;
  double best_acc = 1e30, best_omp = 1e30;
#pragma acc data copy(a[0:n], b[0:n])
  {
    run(sweep_acc, a, b); /* warm-up: the thread pool, first touch */
    run(sweep_omp, oa, ob);
    for (int r = 0; r < reps; r++) {
      double t = run(sweep_acc, a, b);
      best_acc = t < best_acc ? t : best_acc;
      t = run(sweep_omp, oa, ob);
      best_omp = t < best_omp ? t : best_omp;
    }
  }
  int same = memcmp(a, oa, n * sizeof *a) == 0 && memcmp(b, ob, n * sizeof *b) == 0;
  printf("# %d x %d x %d, %d sweeps per run, best of %d, %d OpenMP threads\n", nx, ny, nz, sweeps, reps,
         omp_get_max_threads());
  printf("stencil3d collapse(3)  acorn %.4f s  omp %.4f s  ratio %.3f\n", best_acc, best_omp, best_omp / best_acc);
  if (!same)
    printf("# the grids differ\n");
  free(a);
  free(b);
  free(oa);
  free(ob);
  return same ? 0 : 1;
}
