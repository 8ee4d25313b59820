/* Matrix transpose of an N x N matrix of floats, out[j][i] = in[i][j], with
 * `parallel loop tile(32,32)` against the classic hand-written CUDA transpose (transpose_cuda.cu:
 * 32 x 32 tiles through shared memory, padded against bank conflicts) in the same process, on
 * identical copies of the data.
 *
 *   transpose_acc [N [TIMES [REPS]]]   default 8192 x 8192, 10 transposes per run, best of REPS = 10
 *
 * A run is TIMES transposes of in into out, each a synchronous construct (or kernel launch and
 * synchronisation). Prints, ratio = CUDA time / Acorn time (>= 1: Acorn as fast):
 *   transpose tile(32,32)  acorn <s> s  cuda <s> s  ratio <r>
 * and exits 1 when a result is not the transpose. */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* transpose_cuda.cu: its own device copies of in and out; every call is synchronous. */
int cuda_transpose_init(const float *in, int n);
void cuda_transpose_run(int times);
void cuda_transpose_result(float *out);
void cuda_transpose_free(void);

static void transpose(const float *restrict in, float *restrict out, int n) {
#pragma acc parallel loop tile(32, 32) present(in[0:n*n], out[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[j * n + i] = in[i * n + j];
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* Whether out is the transpose of in. */
static int is_transpose(const float *in, const float *out, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (out[(size_t)j * n + i] != in[(size_t)i * n + j])
        return 0;
  return 1;
}

int main(int argc, char **argv) {
  int n = 8192, times = 10, reps = 10;
  if (argc > 1)
    n = atoi(argv[1]);
  if (argc > 2)
    times = atoi(argv[2]);
  if (argc > 3)
    reps = atoi(argv[3]);
  if (n < 1 || n > 46340 || times < 1 || reps < 1) { /* n * n fits in an int */
    fprintf(stderr, "usage: %s [N in 1..46340 [TIMES >= 1 [REPS >= 1]]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("# transpose_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  size_t cells = (size_t)n * n;
  float *in = malloc(cells * sizeof *in), *out = malloc(cells * sizeof *out);
  float *ref = malloc(cells * sizeof *ref);
  if (!in || !out || !ref) {
    fprintf(stderr, "transpose_acc: out of memory for N = %d\n", n);
    return 2;
  }
  for (size_t k = 0; k < cells; k++) /* every value distinct (exactly representable up to 2^24) */
    in[k] = (float)(k % 16777216u);

#pragma acc enter data copyin(in[0:cells]) create(out[0:cells])
  if (cuda_transpose_init(in, n) != 0)
    return 1;
  /* Both alternately (so clocks and temperature treat them alike); r = -1 is the warm-up. */
  double best_acorn = INFINITY, best_cuda = INFINITY;
  for (int r = -1; r < reps; r++) {
    double t0 = now();
    for (int t = 0; t < times; t++)
      transpose(in, out, n);
    double t1 = now();
    cuda_transpose_run(times);
    double t2 = now();
    if (r >= 0) {
      best_acorn = fmin(best_acorn, t1 - t0);
      best_cuda = fmin(best_cuda, t2 - t1);
    }
  }
#pragma acc exit data delete(in[0:cells]) copyout(out[0:cells])
  cuda_transpose_result(ref);
  cuda_transpose_free();

  int ok_acorn = is_transpose(in, out, n), ok_cuda = is_transpose(in, ref, n);
  double gbs = 2.0 * cells * sizeof(float) * times * 1e-9; /* read + write once */
  printf("# transpose %d x %d floats, %d transposes per run, best of %d runs after a warm-up; CUDA: "
         "transpose_cuda.cu\n", n, n, times, reps);
  printf("# results: acorn %s, cuda %s; %.1f GB/s acorn, %.1f GB/s cuda\n", ok_acorn ? "right" : "WRONG",
         ok_cuda ? "right" : "WRONG", gbs / best_acorn, gbs / best_cuda);
  printf("transpose tile(32,32)  acorn %.6f s  cuda %.6f s  ratio %.3f\n", best_acorn, best_cuda,
         best_cuda / best_acorn);
  if (!ok_acorn || !ok_cuda) {
    printf("FAILED: transpose: a result is not the transpose of the input\n");
    return 1;
  }
  return 0;
}
