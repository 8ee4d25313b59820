/* Sum and max reductions over data already on the device: `parallel loop reduction(+:s)` and
 * `reduction(max:m)` over N doubles and N floats, against hand-written CUDA kernels
 * (reduction_cuda.cu) in the same process, on identical copies of the same data.
 *
 *   reduction_acc [N [REPS]]     default N = 2^27, best of REPS = 10 runs after a warm-up
 *
 * Prints one line per reduction, ratio = CUDA time / Acorn time (>= 1: Acorn as fast):
 *   reduction <sum|max> <double|float>  acorn <s> s  cuda <s> s  ratio <r>
 * and exits 1 when a result is wrong (the max exactly, sums within a relative tolerance). */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* reduction_cuda.cu: its own device copies of the data; every call is synchronous. */
int cuda_reduce_init(const double *a, const float *f, int n);
double cuda_reduce_double(int max);
float cuda_reduce_float(int max);
void cuda_reduce_free(void);

static double sum_double(const double *restrict a, int n) {
  double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static double max_double(const double *restrict a, int n) {
  double m = -INFINITY;
#pragma acc parallel loop reduction(max:m) present(a[0:n])
  for (int i = 0; i < n; i++)
    m = fmax(m, a[i]);
  return m;
}

static float sum_float(const float *restrict f, int n) {
  float s = 0.0f;
#pragma acc parallel loop reduction(+:s) present(f[0:n])
  for (int i = 0; i < n; i++)
    s += f[i];
  return s;
}

static float max_float(const float *restrict f, int n) {
  float m = -INFINITY;
#pragma acc parallel loop reduction(max:m) present(f[0:n])
  for (int i = 0; i < n; i++)
    m = fmaxf(m, f[i]);
  return m;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static int n = 1 << 27, reps = 10;
static double *a;
static float *f;

static double run_acorn(int max, int is_float) {
  if (is_float)
    return max ? max_float(f, n) : sum_float(f, n);
  return max ? max_double(a, n) : sum_double(a, n);
}

static double run_cuda(int max, int is_float) {
  return is_float ? cuda_reduce_float(max) : cuda_reduce_double(max);
}

/* Times both versions alternately (so clocks and temperature treat them alike), best of reps,
 * checks both against the host's result and prints the line; returns 0 when both are right. */
static int bench(int max, int is_float, double expected) {
  double best_acorn = INFINITY, best_cuda = INFINITY, r_acorn = 0, r_cuda = 0;
  for (int r = -1; r < reps; r++) { /* r = -1: warm-up */
    double t0 = now();
    r_acorn = run_acorn(max, is_float);
    double t1 = now();
    r_cuda = run_cuda(max, is_float);
    double t2 = now();
    if (r >= 0) {
      best_acorn = fmin(best_acorn, t1 - t0);
      best_cuda = fmin(best_cuda, t2 - t1);
    }
  }
  /* A max is exact. Sums are rounded in a different order by each version and by the host:
   * relative 1e-6 for double (the error is near 1e-14), 1e-5 for float (near 1e-6 for 2^27
   * values in [0,1); one lost gang or block would be near 1e-4). */
  double tol = max ? 0.0 : is_float ? 1e-5 : 1e-6;
  double err = fmax(fabs(r_acorn - expected), fabs(r_cuda - expected)) / fabs(expected);
  const char *op = max ? "max" : "sum", *type = is_float ? "float" : "double";
  double gbs = (double)n * (is_float ? sizeof(float) : sizeof(double)) * 1e-9;
  printf("# %s %s: acorn %.17g, cuda %.17g, host %.17g; %.1f GB/s acorn, %.1f GB/s cuda\n", op, type,
         r_acorn, r_cuda, expected, gbs / best_acorn, gbs / best_cuda);
  printf("reduction %s %-6s  acorn %.6f s  cuda %.6f s  ratio %.3f\n", op, type, best_acorn, best_cuda,
         best_cuda / best_acorn);
  if (!(err <= tol)) {
    printf("FAILED: reduction %s %s: relative error %.3g over %.3g\n", op, type, err, tol);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1)
    n = atoi(argv[1]);
  if (argc > 2)
    reps = atoi(argv[2]);
  if (n < 1 || n > (1 << 30) || reps < 1) {
    fprintf(stderr, "usage: %s [N in 1..2^30 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("# reduction_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  a = malloc((size_t)n * sizeof *a);
  f = malloc((size_t)n * sizeof *f);
  if (!a || !f) {
    fprintf(stderr, "reduction_acc: out of memory for N = %d\n", n);
    return 2;
  }
  /* Values in [0,1) from a fixed generator, and one 2.0 (the max) two thirds in, away from the ends. */
  unsigned long long state = 12345;
  double host_sum_d = 0.0, host_sum_f = 0.0;
  for (int i = 0; i < n; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    a[i] = (double)(state >> 11) * 0x1.0p-53;
    f[i] = (float)a[i];
  }
  int top = n - 1 - n / 3;
  a[top] = 2.0;
  f[top] = 2.0f;
  for (int i = 0; i < n; i++) {
    host_sum_d += a[i];
    host_sum_f += f[i];
  }

#pragma acc enter data copyin(a[0:n], f[0:n])
  if (cuda_reduce_init(a, f, n) != 0) {
    fprintf(stderr, "reduction_acc: the CUDA reference could not set up\n");
    return 2;
  }
  printf("# reduction of %d values, best of %d runs after a warm-up; CUDA: reduction_cuda.cu\n", n, reps);
  int failed = 0;
  failed |= bench(0, 0, host_sum_d);
  failed |= bench(1, 0, 2.0);
  failed |= bench(0, 1, host_sum_f);
  failed |= bench(1, 1, 2.0);
  cuda_reduce_free();
#pragma acc exit data delete(a[0:n], f[0:n])
  free(a);
  free(f);
  return failed;
}
