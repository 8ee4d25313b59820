// kernels (2.5.2): loops whose row stride is held in a local (`const int W = nx + 2*halo;` of a
// local halo, a plain copy `int W = nx;`, one assigned after its declaration; TeaLeaf and
// CloverLeaf style) compute what the sequential program does: a five-point stencil over a haloed
// grid, a scaling through a copied bound, a loop auto nest of a parallel region, a recurrence down
// the rows through the same stride (which must stay sequential in k) and an update through the
// assigned stride all match a host computation exactly. ACORN_TIME counts the launches: each nest
// but the recurrence is one launch of four gangs on four cores (not one launch per row).
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static void stencil(int nx, int ny, double *restrict out, const double *restrict in) {
  const int halo = 2, W = nx + 2 * halo;
#pragma acc kernels copyout(out[0:W*(ny+2*halo)]) copyin(in[0:W*(ny+2*halo)])
  for (int k = halo; k < ny + halo; k++)
    for (int j = halo; j < nx + halo; j++)
      out[k*W + j] = 0.2 * (in[k*W + j] + in[k*W + j - 1] + in[k*W + j + 1] + in[(k-1)*W + j] + in[(k+1)*W + j]);
}

static void scale(int nx, int ny, double *restrict u) {
  int W = nx;
#pragma acc kernels copy(u[0:nx*ny])
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      u[k*W + j] = 3 * u[k*W + j] + k;
}

static void auto_nest(int nx, int ny, double *restrict u) {
  const int W = nx + 2;
#pragma acc parallel loop auto copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
#pragma acc loop auto
    for (int j = 1; j <= nx; j++)
      u[k*W + j] += j - k;
}

static void recurrence(int nx, int ny, double *u) {
  const int W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] = u[(k-1)*W + j] + 1;
}

static void assigned(int nx, int ny, double *restrict u) {
  int W;
  W = nx + 2;
#pragma acc kernels copy(u[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      u[k*W + j] = 2 * u[k*W + j] - j;
}

int main(void) {
  int nx = 67, ny = 45, halo = 2, bad = 0;
  int W = nx + 2 * halo, n = W * (ny + 2 * halo);
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out), *u = malloc(n * sizeof *u);
  for (int q = 0; q < n; q++)
    in[q] = (q * 37) % 101, u[q] = q % 13;
  stencil(nx, ny, out, in);
  for (int k = halo; k < ny + halo; k++)
    for (int j = halo; j < nx + halo; j++) {
      double e = 0.2 * (in[k*W + j] + in[k*W + j - 1] + in[k*W + j + 1] + in[(k-1)*W + j] + in[(k+1)*W + j]);
      bad += out[k*W + j] != e;
    }
  scale(nx, ny, u);
  for (int k = 0; k < ny; k++)
    for (int j = 0; j < nx; j++)
      bad += u[k*nx + j] != 3 * ((k*nx + j) % 13) + k;
  for (int q = 0; q < n; q++)
    u[q] = q % 13;
  auto_nest(nx, ny, u);
  for (int q = 0; q < (nx + 2) * (ny + 2); q++) {
    int k = q / (nx + 2), j = q % (nx + 2);
    double e = q % 13 + (k >= 1 && k <= ny && j >= 1 && j <= nx ? j - k : 0);
    bad += u[q] != e;
  }
  for (int q = 0; q < n; q++)
    u[q] = q % 13;
  recurrence(nx, ny, u);
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++)
      bad += u[k*(nx+2) + j] != j % 13 + k;
  for (int q = 0; q < n; q++)
    u[q] = q % 13;
  assigned(nx, ny, u);
  for (int q = 0; q < (nx + 2) * (ny + 2); q++) {
    int k = q / (nx + 2), j = q % (nx + 2);
    bad += u[q] != (k >= 1 && k <= ny && j >= 1 && j <= nx ? 2 * (q % 13) - j : q % 13);
  }
  free(in), free(out), free(u);
  if (bad) {
    printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// The recurrence: the host runs k, launching the row's loop each time.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 45 times
// The stride assigned once after its declaration.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
