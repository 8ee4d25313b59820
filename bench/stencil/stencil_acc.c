/* A 2-D 5-point stencil over an N x N grid of doubles, out[i][j] = 0.25 * (in[i-1][j] + in[i+1][j]
 * + in[i][j-1] + in[i][j+1]) on the interior, in OpenACC twice -- `parallel loop collapse(2)` and
 * `parallel loop gang` over the rows with `loop vector` over the columns -- each against a
 * hand-written CUDA 2-D kernel (stencil_cuda.cu) in the same process, on identical copies of the data.
 *
 *   stencil_acc [N [SWEEPS [REPS]]]   default 8192 x 8192, 10 sweeps per run, best of REPS = 10
 *
 * A run is SWEEPS sweeps, in -> out then out -> in, each a synchronous construct (or kernel launch
 * and synchronisation). Prints, ratio = CUDA time / Acorn time (>= 1: Acorn as fast):
 *   stencil <collapse|gang-vector>  acorn <s> s  cuda <s> s  ratio <r>
 * and exits 1 when the versions' grids differ or the last sweep is not the stencil of the grid before. */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* stencil_cuda.cu: its own device copy of the two grids; every call is synchronous. */
int cuda_stencil_init(const double *grid, int n);
void cuda_stencil_run(int sweeps);
void cuda_stencil_result(double *a, double *b);
void cuda_stencil_free(void);

static void sweep_collapse(const double *restrict in, double *restrict out, int n) {
#pragma acc parallel loop collapse(2) present(in[0:n*n], out[0:n*n])
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] + in[i * n + j - 1] + in[i * n + j + 1]);
}

static void sweep_gang_vector(const double *restrict in, double *restrict out, int n) {
#pragma acc parallel loop gang present(in[0:n*n], out[0:n*n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc loop vector
    for (int j = 1; j < n - 1; j++)
      out[i * n + j] = 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] + in[i * n + j - 1] + in[i * n + j + 1]);
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static int n = 8192, sweeps = 10, reps = 10;
static double *init, *a, *b, *ref_a, *ref_b;

static void run_acorn(int variant) {
  for (int s = 0; s < sweeps; s++) {
    double *in = s % 2 ? b : a, *out = s % 2 ? a : b;
    if (variant == 0)
      sweep_collapse(in, out, n);
    else
      sweep_gang_vector(in, out, n);
  }
}

/* Both versions start from the same grid, run the same sweeps alternately (so clocks and
 * temperature treat them alike), then their grids must be identical: the same operations in the
 * same order, no contraction possible. The last sweep is checked against the host's stencil. */
static int bench(int variant) {
  const char *name = variant == 0 ? "collapse" : "gang-vector";
  size_t cells = (size_t)n * n;
  memcpy(a, init, cells * sizeof *a);
  memcpy(b, init, cells * sizeof *b);
#pragma acc update device(a[0:cells], b[0:cells])
  if (cuda_stencil_init(init, n) != 0)
    return 1;
  double best_acorn = INFINITY, best_cuda = INFINITY;
  for (int r = -1; r < reps; r++) { /* r = -1: warm-up */
    double t0 = now();
    run_acorn(variant);
    double t1 = now();
    cuda_stencil_run(sweeps);
    double t2 = now();
    if (r >= 0) {
      best_acorn = fmin(best_acorn, t1 - t0);
      best_cuda = fmin(best_cuda, t2 - t1);
    }
  }
#pragma acc update self(a[0:cells], b[0:cells])
  cuda_stencil_result(ref_a, ref_b);
  cuda_stencil_free();

  double diff = 0.0, err = 0.0;
  for (size_t k = 0; k < cells; k++)
    diff = fmax(diff, fmax(fabs(a[k] - ref_a[k]), fabs(b[k] - ref_b[k])));
  const double *in = sweeps % 2 ? a : b, *out = sweeps % 2 ? b : a; /* the last sweep */
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      err = fmax(err, fabs(out[i * n + j] - 0.25 * (in[(i - 1) * n + j] + in[(i + 1) * n + j] +
                                                     in[i * n + j - 1] + in[i * n + j + 1])));
  double gbs = 2.0 * (n - 2) * (n - 2) * sizeof(double) * sweeps * 1e-9; /* read + write once */
  printf("# %s: max difference acorn-cuda %.3g, last sweep against the host %.3g; %.1f GB/s acorn, "
         "%.1f GB/s cuda\n", name, diff, err, gbs / best_acorn, gbs / best_cuda);
  printf("stencil %-11s  acorn %.6f s  cuda %.6f s  ratio %.3f\n", name, best_acorn, best_cuda,
         best_cuda / best_acorn);
  if (diff > 1e-12 || err > 1e-12) {
    printf("FAILED: stencil %s: the results differ\n", name);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1)
    n = atoi(argv[1]);
  if (argc > 2)
    sweeps = atoi(argv[2]);
  if (argc > 3)
    reps = atoi(argv[3]);
  if (n < 3 || n > 46340 || sweeps < 1 || reps < 1) { /* n * n fits in an int */
    fprintf(stderr, "usage: %s [N in 3..46340 [SWEEPS >= 1 [REPS >= 1]]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("# stencil_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  size_t cells = (size_t)n * n;
  init = malloc(cells * sizeof *init);
  a = malloc(cells * sizeof *a);
  b = malloc(cells * sizeof *b);
  ref_a = malloc(cells * sizeof *ref_a);
  ref_b = malloc(cells * sizeof *ref_b);
  if (!init || !a || !b || !ref_a || !ref_b) {
    fprintf(stderr, "stencil_acc: out of memory for N = %d\n", n);
    return 2;
  }
  for (int i = 0; i < n; i++) /* a fixed pattern in [0,1): the boundary stays, the inside smooths */
    for (int j = 0; j < n; j++)
      init[(size_t)i * n + j] = (double)((i * 7919u + j * 104729u) % 1000u) / 1000.0;

  printf("# stencil %d x %d doubles, %d sweeps per run, best of %d runs after a warm-up; CUDA: "
         "stencil_cuda.cu\n", n, n, sweeps, reps);
#pragma acc enter data create(a[0:cells], b[0:cells])
  int failed = bench(0);
  failed |= bench(1);
#pragma acc exit data delete(a[0:cells], b[0:cells])
  return failed;
}
