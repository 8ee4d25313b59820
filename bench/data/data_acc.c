/* Data movement through Acorn's runtime against the CUDA runtime, measured in the same process:
 *
 *   enter_exit   enter data copyin + exit data delete of 10,000 small arrays (2 KiB each), per
 *                array, against cudaMalloc + cudaMemcpy + cudaFree of the same arrays
 *   present      a present lookup (data present(...) of one array) with 10,000 arrays live, per
 *                lookup, against cudaPointerGetAttributes of a device address
 *   update_*     update device / update self of 256 MiB, pageable (malloc) and pinned
 *                (cudaMallocHost) host memory, against cudaMemcpy of the same buffers
 *   update_2d_*  update of a 2-D sub-block a[1024:2048][1024:4096] of a 4096 x 8192 row-major
 *                array of doubles (64 MiB of a 256 MiB array), against cudaMemcpy2D
 *
 * One line per measurement: "<name> acorn <value> cuda <value> <unit> ratio <acorn/cuda>"
 * (for times the ratio is cuda/acorn, so above 1 always means Acorn is faster). Best of REPS runs.
 * Without a GPU it measures Acorn alone (cuda "-"), which is useful only as a smoke test.
 * Build: acorncc -O2 -I/usr/local/cuda/include data_acc.c -o data_acc (scripts/gpu-build.sh). */
#include <cuda_runtime_api.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ARRAYS 10000
#define SMALL 256 /* doubles per small array */
#define REPS 5
#define BIG ((size_t)32 << 20) /* doubles: 256 MiB */
#define ROWS 4096
#define COLS 8192

static int gpu;
static int failures;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void cuda_check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    fprintf(stderr, "CUDA error in %s: %s\n", what, cudaGetErrorString(e));
    exit(2);
  }
}

/* time: lower is better, ratio = cuda / acorn; bandwidth: ratio = acorn / cuda */
static void report(const char *name, double acorn, double cuda, const char *unit, int is_time) {
  if (!gpu) {
    printf("%-20s acorn %10.3f cuda %10s %-6s\n", name, acorn, "-", unit);
    return;
  }
  double ratio = is_time ? cuda / acorn : acorn / cuda;
  printf("%-20s acorn %10.3f cuda %10.3f %-6s ratio %.3f\n", name, acorn, cuda, unit, ratio);
}

static double *small[ARRAYS];

static void bench_enter_exit(void) {
  double best = 1e30, best_ref = 1e30;
  for (int r = 0; r < REPS; ++r) {
    double t0 = now();
    for (int k = 0; k < ARRAYS; ++k) {
      double *p = small[k];
#pragma acc enter data copyin(p[0:SMALL])
    }
    for (int k = 0; k < ARRAYS; ++k) {
      double *p = small[k];
#pragma acc exit data delete(p[0:SMALL])
    }
    double t = now() - t0;
    best = t < best ? t : best;
    if (!gpu)
      continue;
    static void *dev[ARRAYS];
    t0 = now();
    for (int k = 0; k < ARRAYS; ++k) {
      cuda_check(cudaMalloc(&dev[k], SMALL * sizeof(double)), "cudaMalloc");
      cuda_check(cudaMemcpy(dev[k], small[k], SMALL * sizeof(double), cudaMemcpyHostToDevice),
                 "cudaMemcpy");
    }
    for (int k = 0; k < ARRAYS; ++k)
      cuda_check(cudaFree(dev[k]), "cudaFree");
    t = now() - t0;
    best_ref = t < best_ref ? t : best_ref;
  }
  report("enter_exit", best / ARRAYS * 1e6, best_ref / ARRAYS * 1e6, "us", 1);
}

static void bench_present(void) {
  for (int k = 0; k < ARRAYS; ++k) {
    double *p = small[k];
#pragma acc enter data copyin(p[0:SMALL])
  }
  const int lookups = 200000;
  double best = 1e30, best_ref = 1e30;
  void *dev = acc_deviceptr(small[0]);
  for (int r = 0; r < REPS; ++r) {
    double t0 = now();
    for (int i = 0; i < lookups; ++i) {
      double *p = small[(i * 7919) % ARRAYS];
#pragma acc data present(p[0:SMALL])
      {
      }
    }
    double t = now() - t0;
    best = t < best ? t : best;
    if (!gpu)
      continue;
    struct cudaPointerAttributes attr;
    t0 = now();
    for (int i = 0; i < lookups; ++i)
      cuda_check(cudaPointerGetAttributes(&attr, (char *)dev + (i % SMALL)), "cudaPointerGetAttributes");
    t = now() - t0;
    best_ref = t < best_ref ? t : best_ref;
  }
  if (gpu && !acc_is_present(small[ARRAYS - 1], SMALL * sizeof(double)))
    ++failures;
  report("present", best / lookups * 1e9, best_ref / lookups * 1e9, "ns", 1);
  for (int k = 0; k < ARRAYS; ++k) {
    double *p = small[k];
#pragma acc exit data delete(p[0:SMALL])
  }
}

/* update device and self of x (BIG doubles), against cudaMemcpy into a separate device buffer. */
static void bench_update(double *x, const char *to_name, const char *from_name) {
  const double gb = BIG * sizeof(double) / 1e9;
  for (size_t i = 0; i < BIG; ++i)
    x[i] = (double)i;
#pragma acc enter data create(x[0:BIG])
  double best_to = 1e30, best_from = 1e30, ref_to = 1e30, ref_from = 1e30;
  void *dev = NULL;
  if (gpu)
    cuda_check(cudaMalloc(&dev, BIG * sizeof(double)), "cudaMalloc");
  for (int r = 0; r < REPS; ++r) {
    double t0 = now();
#pragma acc update device(x[0:BIG])
    double t1 = now();
#pragma acc update self(x[0:BIG])
    double t2 = now();
    best_to = t1 - t0 < best_to ? t1 - t0 : best_to;
    best_from = t2 - t1 < best_from ? t2 - t1 : best_from;
    if (!gpu)
      continue;
    t0 = now();
    cuda_check(cudaMemcpy(dev, x, BIG * sizeof(double), cudaMemcpyHostToDevice), "cudaMemcpy");
    t1 = now();
    cuda_check(cudaMemcpy(x, dev, BIG * sizeof(double), cudaMemcpyDeviceToHost), "cudaMemcpy");
    t2 = now();
    ref_to = t1 - t0 < ref_to ? t1 - t0 : ref_to;
    ref_from = t2 - t1 < ref_from ? t2 - t1 : ref_from;
  }
  if (x[BIG - 1] != (double)(BIG - 1))
    ++failures;
#pragma acc exit data delete(x[0:BIG])
  if (gpu)
    cudaFree(dev);
  report(to_name, gb / best_to, gb / ref_to, "GB/s", 0);
  report(from_name, gb / best_from, gb / ref_from, "GB/s", 0);
}

static void bench_2d(double (*a)[COLS]) {
  const int i0 = 1024, ni = 2048, j0 = 1024, nj = 4096;
  const double gb = (double)ni * nj * sizeof(double) / 1e9;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      a[i][j] = i + 1e-4 * j;
#pragma acc enter data copyin(a[0:ROWS][0:COLS])
  void *dev = NULL;
  if (gpu)
    cuda_check(cudaMalloc(&dev, sizeof(double[ROWS][COLS])), "cudaMalloc");
  const size_t pitch = COLS * sizeof(double), width = nj * sizeof(double);
  const size_t offset = (size_t)i0 * pitch + j0 * sizeof(double);
  double best_to = 1e30, best_from = 1e30, ref_to = 1e30, ref_from = 1e30;
  for (int r = 0; r < REPS; ++r) {
    double t0 = now();
#pragma acc update device(a[i0:ni][j0:nj])
    double t1 = now();
#pragma acc update self(a[i0:ni][j0:nj])
    double t2 = now();
    best_to = t1 - t0 < best_to ? t1 - t0 : best_to;
    best_from = t2 - t1 < best_from ? t2 - t1 : best_from;
    if (!gpu)
      continue;
    t0 = now();
    cuda_check(cudaMemcpy2D((char *)dev + offset, pitch, &a[i0][j0], pitch, width, ni,
                            cudaMemcpyHostToDevice),
               "cudaMemcpy2D");
    t1 = now();
    cuda_check(cudaMemcpy2D(&a[i0][j0], pitch, (char *)dev + offset, pitch, width, ni,
                            cudaMemcpyDeviceToHost),
               "cudaMemcpy2D");
    t2 = now();
    ref_to = t1 - t0 < ref_to ? t1 - t0 : ref_to;
    ref_from = t2 - t1 < ref_from ? t2 - t1 : ref_from;
  }
  /* the device copy of a sub-block element came back unchanged */
  if (a[i0 + 5][j0 + 7] != i0 + 5 + 1e-4 * (j0 + 7))
    ++failures;
#pragma acc exit data delete(a[0:ROWS][0:COLS])
  if (gpu)
    cudaFree(dev);
  report("update_2d_h2d", gb / best_to, gb / ref_to, "GB/s", 0);
  report("update_2d_d2h", gb / best_from, gb / ref_from, "GB/s", 0);
}

int main(void) {
  gpu = acc_get_device_type() == acc_device_nvidia;
  printf("# Acorn data movement on %s against the CUDA runtime (best of %d)\n",
         gpu ? "nvidia" : "a device without its own memory", REPS);
  for (int k = 0; k < ARRAYS; ++k) {
    small[k] = (double *)malloc(SMALL * sizeof(double));
    for (int i = 0; i < SMALL; ++i)
      small[k][i] = k + i;
  }
  bench_enter_exit();
  bench_present();
  double *pageable = (double *)malloc(BIG * sizeof(double));
  bench_update(pageable, "update_h2d_pageable", "update_d2h_pageable");
  free(pageable);
  double *pinned = NULL;
  if (gpu) {
    cuda_check(cudaMallocHost((void **)&pinned, BIG * sizeof(double)), "cudaMallocHost");
    bench_update(pinned, "update_h2d_pinned", "update_d2h_pinned");
    cudaFreeHost(pinned);
  }
  double(*a)[COLS] = (double(*)[COLS])malloc(sizeof(double[ROWS][COLS]));
  bench_2d(a);
  free(a);
  for (int k = 0; k < ARRAYS; ++k)
    free(small[k]);
  if (failures)
    fprintf(stderr, "FAIL: %d wrong values\n", failures);
  return failures != 0;
}
