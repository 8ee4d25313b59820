/* A lookup table gathered at hashed subscripts (the pattern of cross-section, equation-of-state
 * and interpolation tables): every iteration reads LOOKUPS entries of a TABLE-entry table of
 * doubles at subscripts that differ from thread to thread. Three versions in the same process,
 * on identical data:
 *   - `parallel loop` with `cache(table[0:TABLE])`, which Acorn stages in shared memory per gang;
 *   - the same loop without the directive (every gather through the L1 cache);
 *   - cache_cuda.cu: the kernel written by hand as CUDA programmers stage a table: each block
 *     copies it into shared memory once, then walks a grid-stride loop.
 *
 *   cache_acc [N [REPS]]     default 2^24 iterations, best of REPS = 10 after a warm-up
 *
 * Prints, ratio = CUDA time / Acorn time (>= 1: Acorn as fast):
 *   cache table-gather  acorn <s> s  cuda <s> s  ratio <r>
 * and in a `#` line the gain of the directive (time without / time with). Exits 1 when the three
 * results differ. */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define TABLE 1024
#define LOOKUPS 32

int cuda_cache_init(const double *table, const unsigned *keys, long n);
void cuda_cache_run(void);
void cuda_cache_result(double *out);
void cuda_cache_free(void);

static void gather_cached(const double *restrict table, const unsigned *restrict keys, double *restrict out, long n) {
#pragma acc parallel loop present(table[0:TABLE], keys[0:n], out[0:n])
  for (long i = 0; i < n; i++) {
#pragma acc cache(table[0:TABLE])
    unsigned h = keys[i];
    double s = 0.0;
    for (int r = 0; r < LOOKUPS; r++) {
      s += table[h % TABLE];
      h = h * 1664525u + 1013904223u;
    }
    out[i] = s;
  }
}

static void gather_plain(const double *restrict table, const unsigned *restrict keys, double *restrict out, long n) {
#pragma acc parallel loop present(table[0:TABLE], keys[0:n], out[0:n])
  for (long i = 0; i < n; i++) {
    unsigned h = keys[i];
    double s = 0.0;
    for (int r = 0; r < LOOKUPS; r++) {
      s += table[h % TABLE];
      h = h * 1664525u + 1013904223u;
    }
    out[i] = s;
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  long n = 1L << 24;
  int reps = 10;
  if (argc > 1)
    n = atol(argv[1]);
  if (argc > 2)
    reps = atoi(argv[2]);
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("# cache_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  double *table = malloc(TABLE * sizeof *table), *out = malloc(n * sizeof *out);
  double *plain = malloc(n * sizeof *plain), *ref = malloc(n * sizeof *ref);
  unsigned *keys = malloc(n * sizeof *keys);
  if (!table || !out || !plain || !ref || !keys) {
    fprintf(stderr, "cache_acc: out of memory for N = %ld\n", n);
    return 2;
  }
  for (int t = 0; t < TABLE; t++)
    table[t] = sin(0.01 * t);
  unsigned long long state = 2026;
  for (long i = 0; i < n; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    keys[i] = (unsigned)(state >> 33);
  }

#pragma acc enter data copyin(table[0:TABLE], keys[0:n]) create(out[0:n], plain[0:n])
  if (cuda_cache_init(table, keys, n) != 0)
    return 1;
  /* The three alternately (clocks and temperature treat them alike); r = -1 is the warm-up. */
  double best_cached = INFINITY, best_plain = INFINITY, best_cuda = INFINITY;
  for (int r = -1; r < reps; r++) {
    double t0 = now();
    gather_cached(table, keys, out, n);
    double t1 = now();
    gather_plain(table, keys, plain, n);
    double t2 = now();
    cuda_cache_run();
    double t3 = now();
    if (r >= 0) {
      best_cached = fmin(best_cached, t1 - t0);
      best_plain = fmin(best_plain, t2 - t1);
      best_cuda = fmin(best_cuda, t3 - t2);
    }
  }
#pragma acc exit data delete(table[0:TABLE], keys[0:n]) copyout(out[0:n], plain[0:n])
  cuda_cache_result(ref);
  cuda_cache_free();

  long differ = 0;
  for (long i = 0; i < n; i++)
    differ += out[i] != ref[i] || plain[i] != ref[i];
  printf("# cache: %ld iterations of %d gathers from a table of %d doubles, best of %d after a warm-up; "
         "CUDA: cache_cuda.cu\n", n, LOOKUPS, TABLE, reps);
  printf("# without the directive %.6f s: the directive's gain %.3f\n", best_plain, best_plain / best_cached);
  printf("cache table-gather  acorn %.6f s  cuda %.6f s  ratio %.3f\n", best_cached, best_cuda, best_cuda / best_cached);
  if (differ) {
    printf("FAILED: cache: %ld results differ\n", differ);
    return 1;
  }
  return 0;
}
