/* Shared by stream_acc.c and stream_omp.c (and mirrored in stream_cuda.cu): problem size,
 * timing, the STREAM-style result check and the report lines that compare.sh reads.
 *
 * Report format, one line per kernel, comments start with '#':
 *   <impl> <kernel> <best GB/s> <avg GB/s> <best ms>
 * GB/s counts the bytes each kernel must move once (10^9 bytes per GB), from the best time of
 * ITERATIONS-1 timed repetitions (the first repetition is a warm-up and not timed). */
#ifndef ACORN_STREAM_COMMON_H
#define ACORN_STREAM_COMMON_H

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define STREAM_DEFAULT_N (1 << 25) /* 2^25 doubles = 256 MiB per array */
#define STREAM_DEFAULT_ITERATIONS 20
#define STREAM_MAX_ITERATIONS 100 /* the values grow 15x per repetition; 100 stays finite */
#define STREAM_SCALAR 3.0
#define STREAM_KERNELS 5

enum { K_COPY, K_MUL, K_ADD, K_TRIAD, K_DOT };
static const char *const stream_kernel_names[STREAM_KERNELS] = {"copy", "mul", "add", "triad",
                                                                  "dot"};
/* Arrays each kernel reads or writes once: copy c=a, mul b=s*c, add c=a+b, triad a=b+s*c,
 * dot sum+=a*b. */
static const int stream_kernel_arrays[STREAM_KERNELS] = {2, 2, 3, 3, 2};

static double stream_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* argv[1] = N, argv[2] = iterations (both optional). */
static void stream_args(int argc, char **argv, int *n, int *iterations) {
  *n = argc > 1 ? atoi(argv[1]) : STREAM_DEFAULT_N;
  *iterations = argc > 2 ? atoi(argv[2]) : STREAM_DEFAULT_ITERATIONS;
  if (*n <= 0 || *iterations < 2 || *iterations > STREAM_MAX_ITERATIONS) {
    fprintf(stderr, "usage: %s [N > 0] [iterations in 2..%d]\n", argv[0], STREAM_MAX_ITERATIONS);
    exit(2);
  }
}

/* Replays the kernels on scalars and checks the arrays and the last dot product. */
static int stream_check(int n, int iterations, const double *a, const double *b, const double *c,
                        double sum) {
  double aj = 1.0, bj = 2.0, cj = 0.0, s = STREAM_SCALAR, dot = 0.0;
  for (int k = 0; k < iterations; ++k) {
    cj = aj;
    bj = s * cj;
    cj = aj + bj;
    aj = bj + s * cj;
    dot = (double)n * aj * bj;
  }
  double ea = 0.0, eb = 0.0, ec = 0.0;
  for (int i = 0; i < n; ++i) {
    ea += fabs(a[i] - aj);
    eb += fabs(b[i] - bj);
    ec += fabs(c[i] - cj);
  }
  ea /= (double)n * fabs(aj);
  eb /= (double)n * fabs(bj);
  ec /= (double)n * fabs(cj);
  double ed = fabs(sum - dot) / fabs(dot);
  int ok = ea < 1e-13 && eb < 1e-13 && ec < 1e-13 && ed < 1e-8;
  printf("# check: relative errors a %.2e b %.2e c %.2e dot %.2e: %s\n", ea, eb, ec, ed,
         ok ? "OK" : "WRONG");
  return ok;
}

static void stream_report(const char *impl, int n, int iterations,
                          double times[STREAM_KERNELS][STREAM_MAX_ITERATIONS]) {
  printf("# N = %d doubles (%.1f MiB per array), %d repetitions, best and average of the last %d\n",
         n, (double)n * sizeof(double) / (1024.0 * 1024.0), iterations, iterations - 1);
  for (int k = 0; k < STREAM_KERNELS; ++k) {
    double best = DBL_MAX, total = 0.0;
    for (int it = 1; it < iterations; ++it) {
      total += times[k][it];
      if (times[k][it] < best)
        best = times[k][it];
    }
    double avg = total / (iterations - 1);
    double bytes = (double)stream_kernel_arrays[k] * sizeof(double) * (double)n;
    printf("%s %s %.1f %.1f %.4f\n", impl, stream_kernel_names[k], bytes / best * 1e-9,
           bytes / avg * 1e-9, best * 1e3);
  }
}

#endif
