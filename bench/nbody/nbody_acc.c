/* One all-pairs n-body force step over N bodies in float: the acceleration of every body from
 * all the others, the pairwise interaction a function marked `acc routine seq` called from a
 * `parallel loop`, against the same algorithm in a hand-written CUDA kernel calling a __device__
 * function (nbody_cuda.cu) in the same process, on identical copies of the data. Compute-bound:
 * N^2 interactions of about 20 flops each. Both write `1.0f / sqrtf(r2)`, correctly rounded in
 * both (Acorn compiles sqrtf as nvcc does).
 *
 *   nbody_acc [N [REPS]]     default 32768 bodies, best of REPS = 10 steps after a warm-up
 *
 * Prints, ratio = CUDA time / Acorn time (>= 1: Acorn as fast):
 *   nbody forces  acorn <s> s  cuda <s> s  ratio <r>
 * and exits 1 when the accelerations differ (relative to their norm) from each other or from the
 * host's (in double, for a sample of bodies). */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define SOFTENING 0.01f /* squared: keeps close pairs and a body's pair with itself finite */

/* nbody_cuda.cu: its own device copies of the bodies; every call is synchronous. */
int cuda_nbody_init(const float *x, const float *y, const float *z, const float *m, int n);
void cuda_nbody_run(void);
void cuda_nbody_result(float *ax, float *ay, float *az);
void cuda_nbody_free(void);

typedef struct {
  float x, y, z;
} vec3;

/* The acceleration acc plus the pull of body j (xj, yj, zj, mass mj) on a body at (xi, yi, zi). */
#pragma acc routine seq
static vec3 interact(vec3 acc, float xi, float yi, float zi, float xj, float yj, float zj, float mj) {
  float dx = xj - xi, dy = yj - yi, dz = zj - zi;
  float r2 = dx * dx + dy * dy + dz * dz + SOFTENING;
  float inv = 1.0f / sqrtf(r2);
  float s = mj * inv * inv * inv;
  acc.x += dx * s;
  acc.y += dy * s;
  acc.z += dz * s;
  return acc;
}

static void forces(const float *restrict x, const float *restrict y, const float *restrict z,
                   const float *restrict m, float *restrict ax, float *restrict ay, float *restrict az, int n) {
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], ax[0:n], ay[0:n], az[0:n])
  for (int i = 0; i < n; i++) {
    vec3 acc = {0.0f, 0.0f, 0.0f};
    float xi = x[i], yi = y[i], zi = z[i];
    for (int j = 0; j < n; j++)
      acc = interact(acc, xi, yi, zi, x[j], y[j], z[j], m[j]);
    ax[i] = acc.x;
    ay[i] = acc.y;
    az[i] = acc.z;
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  int n = 32768, reps = 10;
  if (argc > 1)
    n = atoi(argv[1]);
  if (argc > 2)
    reps = atoi(argv[2]);
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    printf("# nbody_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
  float *m = malloc(n * sizeof *m), *ax = malloc(n * sizeof *ax), *ay = malloc(n * sizeof *ay);
  float *az = malloc(n * sizeof *az), *ref = malloc(3 * (size_t)n * sizeof *ref);
  if (!x || !y || !z || !m || !ax || !ay || !az || !ref) {
    fprintf(stderr, "nbody_acc: out of memory for N = %d\n", n);
    return 2;
  }
  unsigned long long state = 2024; /* bodies in [-1,1)^3, masses in [0.5,1.5), fixed generator */
  for (int i = 0; i < n; i++) {
    float v[4];
    for (int k = 0; k < 4; k++) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      v[k] = (float)((double)(state >> 11) * 0x1.0p-53);
    }
    x[i] = 2.0f * v[0] - 1.0f;
    y[i] = 2.0f * v[1] - 1.0f;
    z[i] = 2.0f * v[2] - 1.0f;
    m[i] = 0.5f + v[3];
  }

#pragma acc enter data copyin(x[0:n], y[0:n], z[0:n], m[0:n]) create(ax[0:n], ay[0:n], az[0:n])
  if (cuda_nbody_init(x, y, z, m, n) != 0)
    return 1;
  /* Both alternately (so clocks and temperature treat them alike); r = -1 is the warm-up. */
  double best_acorn = INFINITY, best_cuda = INFINITY;
  for (int r = -1; r < reps; r++) {
    double t0 = now();
    forces(x, y, z, m, ax, ay, az, n);
    double t1 = now();
    cuda_nbody_run();
    double t2 = now();
    if (r >= 0) {
      best_acorn = fmin(best_acorn, t1 - t0);
      best_cuda = fmin(best_cuda, t2 - t1);
    }
  }
#pragma acc exit data delete(x[0:n], y[0:n], z[0:n], m[0:n]) copyout(ax[0:n], ay[0:n], az[0:n])
  float *rx = ref, *ry = ref + n, *rz = ref + 2 * (size_t)n;
  cuda_nbody_result(rx, ry, rz);
  cuda_nbody_free();

  /* Normwise relative differences: a component of one body can cancel to near zero. */
  double d2 = 0.0, a2 = 0.0, h2 = 0.0, s2 = 0.0;
  for (int i = 0; i < n; i++) {
    d2 += pow(ax[i] - rx[i], 2) + pow(ay[i] - ry[i], 2) + pow(az[i] - rz[i], 2);
    a2 += pow(rx[i], 2) + pow(ry[i], 2) + pow(rz[i], 2);
  }
  for (int i = 0; i < n; i += n / 64 + 1) { /* the host's accelerations of 64 bodies, in double */
    double hx = 0, hy = 0, hz = 0;
    for (int j = 0; j < n; j++) {
      double dx = (double)x[j] - x[i], dy = (double)y[j] - y[i], dz = (double)z[j] - z[i];
      double r2 = dx * dx + dy * dy + dz * dz + SOFTENING;
      double s = m[j] / (r2 * sqrt(r2));
      hx += dx * s;
      hy += dy * s;
      hz += dz * s;
    }
    h2 += pow(hx, 2) + pow(hy, 2) + pow(hz, 2);
    s2 += fmax(pow(ax[i] - hx, 2) + pow(ay[i] - hy, 2) + pow(az[i] - hz, 2),
               pow(rx[i] - hx, 2) + pow(ry[i] - hy, 2) + pow(rz[i] - hz, 2));
  }
  double diff = sqrt(d2 / a2), host_diff = sqrt(s2 / h2);
  double gint = (double)n * n * 1e-9; /* 10^9 interactions */
  printf("# nbody %d bodies, float, one force step, best of %d after a warm-up; CUDA: nbody_cuda.cu\n", n, reps);
  printf("# relative difference acorn-cuda %.3g, against the host (64 bodies, double) %.3g; %.1f and "
         "%.1f G interactions/s\n", diff, host_diff, gint / best_acorn, gint / best_cuda);
  printf("nbody forces  acorn %.6f s  cuda %.6f s  ratio %.3f\n", best_acorn, best_cuda, best_cuda / best_acorn);
  if (!(diff <= 1e-4) || !(host_diff <= 1e-3)) {
    printf("FAILED: nbody: the accelerations differ\n");
    return 1;
  }
  return 0;
}
