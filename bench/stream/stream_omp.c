/* STREAM-style benchmark in OpenMP: the multicore reference for stream_acc.c run with
 * ACC_DEVICE_TYPE=multicore. Same kernels, sizes, timing and report as stream_acc.c.
 *
 *   clang-22 -O3 -fopenmp stream_omp.c -o stream_omp -lm
 *   OMP_PROC_BIND=spread OMP_PLACES=cores ./stream_omp [N] [iterations] */
#include <omp.h>

#include "stream_common.h"

static double times[STREAM_KERNELS][STREAM_MAX_ITERATIONS];

int main(int argc, char **argv) {
  int n, iterations;
  stream_args(argc, argv, &n, &iterations);
  double *restrict a = malloc((size_t)n * sizeof(double));
  double *restrict b = malloc((size_t)n * sizeof(double));
  double *restrict c = malloc((size_t)n * sizeof(double));
  if (!a || !b || !c) {
    fprintf(stderr, "stream_omp: out of memory for N = %d\n", n);
    return 2;
  }
  const double s = STREAM_SCALAR;
  double sum = 0.0;

  /* First touch in parallel, with the same static schedule as the kernels. */
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }

  for (int it = 0; it < iterations; ++it) {
    double t = stream_now();
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i)
      c[i] = a[i];
    times[K_COPY][it] = stream_now() - t;

    t = stream_now();
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i)
      b[i] = s * c[i];
    times[K_MUL][it] = stream_now() - t;

    t = stream_now();
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
    times[K_ADD][it] = stream_now() - t;

    t = stream_now();
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i)
      a[i] = b[i] + s * c[i];
    times[K_TRIAD][it] = stream_now() - t;

    t = stream_now();
    sum = 0.0;
#pragma omp parallel for schedule(static) reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += a[i] * b[i];
    times[K_DOT][it] = stream_now() - t;
  }

  printf("# omp stream on %d threads\n", omp_get_max_threads());
  int ok = stream_check(n, iterations, a, b, c, sum);
  stream_report("omp", n, iterations, times);
  free(a);
  free(b);
  free(c);
  return ok ? 0 : 1;
}
