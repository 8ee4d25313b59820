/* STREAM-style memory bandwidth benchmark in OpenACC (Acorn), for comparison with the
 * hand-written CUDA reference (stream_cuda.cu) and the OpenMP one (stream_omp.c).
 *
 *   acorncc -O2 stream_acc.c -o stream_acc
 *   ./stream_acc [N] [iterations]                 # on the GPU (ACC_DEVICE_TYPE=nvidia)
 *   ACC_DEVICE_TYPE=multicore ./stream_acc        # on all host cores
 *
 * The three arrays live on the device for the whole run (one data region, initialised there);
 * every kernel is a `parallel loop` with `present` clauses, and dot is a `reduction(+:sum)`.
 * Each kernel is timed on the host around the (synchronous) construct. */
#include <openacc.h>

#include "stream_common.h"

static const char *device_type_name(acc_device_t type) {
  switch (type) {
  case acc_device_nvidia: return "nvidia";
  case acc_device_multicore: return "multicore";
  case acc_device_host: return "host";
  default: return "unknown";
  }
}

static double times[STREAM_KERNELS][STREAM_MAX_ITERATIONS];

int main(int argc, char **argv) {
  int n, iterations;
  stream_args(argc, argv, &n, &iterations);
  double *restrict a = malloc((size_t)n * sizeof(double));
  double *restrict b = malloc((size_t)n * sizeof(double));
  double *restrict c = malloc((size_t)n * sizeof(double));
  if (!a || !b || !c) {
    fprintf(stderr, "stream_acc: out of memory for N = %d\n", n);
    return 2;
  }
  const double s = STREAM_SCALAR;
  double sum = 0.0;

#pragma acc data create(a[0:n], b[0:n], c[0:n])
  {
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int i = 0; i < n; ++i) {
      a[i] = 1.0;
      b[i] = 2.0;
      c[i] = 0.0;
    }

    for (int it = 0; it < iterations; ++it) {
      double t = stream_now();
#pragma acc parallel loop present(a[0:n], c[0:n])
      for (int i = 0; i < n; ++i)
        c[i] = a[i];
      times[K_COPY][it] = stream_now() - t;

      t = stream_now();
#pragma acc parallel loop present(b[0:n], c[0:n])
      for (int i = 0; i < n; ++i)
        b[i] = s * c[i];
      times[K_MUL][it] = stream_now() - t;

      t = stream_now();
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
      for (int i = 0; i < n; ++i)
        c[i] = a[i] + b[i];
      times[K_ADD][it] = stream_now() - t;

      t = stream_now();
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
      for (int i = 0; i < n; ++i)
        a[i] = b[i] + s * c[i];
      times[K_TRIAD][it] = stream_now() - t;

      t = stream_now();
      sum = 0.0;
#pragma acc parallel loop present(a[0:n], b[0:n]) reduction(+:sum)
      for (int i = 0; i < n; ++i)
        sum += a[i] * b[i];
      times[K_DOT][it] = stream_now() - t;
    }
#pragma acc update self(a[0:n], b[0:n], c[0:n])
  }

  acc_device_t type = acc_get_device_type();
  const char *name = acc_get_property_string(acc_get_device_num(type), type, acc_property_name);
  printf("# acorn stream on %s%s%s%s\n", device_type_name(type), name ? " (" : "",
         name ? name : "", name ? ")" : "");
  int ok = stream_check(n, iterations, a, b, c, sum);
  stream_report("acorn", n, iterations, times);
  free(a);
  free(b);
  free(c);
  return ok ? 0 : 1;
}
