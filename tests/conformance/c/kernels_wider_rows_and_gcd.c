// kernels (2.5.2): loops the dependence analysis proves parallel compute what the sequential
// program does: rows one wider than a size (flux[k*(nx + 1) + i], i < nx + 1; TeaLeaf faces
// j <= xm + 2 with stride xm + 4; CloverLeaf's stride x_max - x_min + 5; miniWeather's planes of
// (nz + 1)*(nx + 1)), a halo copy from row 3 into row 0, a strided copy a[32*i] = a[32*i + 33]
// (apart by the GCD test), and a wavefront whose cells on one diagonal are independent. A strided
// copy at distance 2 (a[32*i] = a[32*i + 64]) must stay in order. ACORN_TIME counts the launches:
// each nest is one launch of four gangs on four cores, not one launch per row.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

static void fluxes(int nx, int nz, double *restrict flux, const double *restrict st) {
#pragma acc kernels copyout(flux[0:(nx + 1) * nz]) copyin(st[0:(nx + 2) * nz])
  for (int k = 0; k < nz; k++)
    for (int i = 0; i < nx + 1; i++)
      flux[k * (nx + 1) + i] = 0.5 * (st[k * (nx + 2) + i] + st[k * (nx + 2) + i + 1]);
}

static void faces(int xm, int ym, double *restrict kx, const double *restrict den) {
#pragma acc kernels copy(kx[0:(xm + 4) * (ym + 4)]) copyin(den[0:(xm + 4) * (ym + 4)])
  for (int k = 2; k <= ym + 2; k++)
    for (int j = 2; j <= xm + 2; j++)
      kx[j + k * (xm + 4)] = den[j - 1 + k * (xm + 4)] + den[j + k * (xm + 4)];
}

#define FTNREF2D(j, k) ((j) - (x_min - 2) + ((k) - (y_min - 2)) * (x_max - x_min + 5))
static void clover(int x_min, int x_max, int y_min, int y_max, double *restrict a, const double *restrict b) {
  int n = (x_max - x_min + 5) * (y_max - y_min + 5);
#pragma acc kernels copy(a[0:n]) copyin(b[0:n])
  for (int k = y_min; k <= y_max; k++)
    for (int j = x_min; j <= x_max; j++)
      a[FTNREF2D(j, k)] = 2.0 * b[FTNREF2D(j, k)];
}

static void planes(int nx, int nz, double *restrict flux, const double *restrict st) {
#pragma acc kernels copy(flux[0:4 * (nz + 1) * (nx + 1)]) copyin(st[0:(nx + 2) * nz])
  for (int k = 0; k < nz; k++)
    for (int i = 0; i < nx + 1; i++)
      for (int ll = 0; ll < 4; ll++)
        flux[ll * (nz + 1) * (nx + 1) + k * (nx + 1) + i] = (ll + 1) * st[k * (nx + 2) + i];
}

static void halo(double *fld, int W) {
#pragma acc kernels copy(fld[0:5 * W])
  for (int j = 0; j < W; j++)
    fld[j] = fld[3 * W + j];
}

static void strided(double *a, int apart) {
  if (apart) {
#pragma acc kernels copy(a[0:2000])
    for (int i = 1; i < 20; i++)
      a[1000 + 32 * i] = a[1000 + 32 * i + 33];
  } else {
#pragma acc kernels copy(a[0:2000])
    for (int i = 1; i < 20; i++)
      a[1000 + 32 * i] = a[1000 + 32 * i + 64];
  }
}

#define NX 33
#define NY 21
static void sweep(double *restrict psi, const double *restrict q) {
#pragma acc kernels copy(psi[0:NX * NY]) copyin(q[0:NX * NY])
  for (int d = 1; d < NX + NY - 1; d++) {
    int ilo = d - (NY - 1) > 1 ? d - (NY - 1) : 1;
    int ihi = d - 1 < NX - 1 ? d - 1 : NX - 1;
    for (int i = ilo; i <= ihi; i++)
      psi[(d - i) * NX + i] = 0.5 * (q[(d - i) * NX + i] + psi[(d - i - 1) * NX + i]);
  }
}

int main(void) {
  int nx = 300, nz = 200, bad = 0;
  int n = (nx + 4) * (nz + 4);
  double *st = malloc((nx + 2) * nz * sizeof(double)), *flux = malloc((nx + 1) * nz * sizeof(double));
  double *den = malloc(n * sizeof(double)), *kx = calloc(n, sizeof(double)), *cl = calloc(n, sizeof(double));
  double *fp = calloc(4 * (nz + 1) * (nx + 1), sizeof(double));
  for (int q = 0; q < (nx + 2) * nz; q++)
    st[q] = (q * 7) % 13;
  for (int q = 0; q < n; q++)
    den[q] = q % 5;
  fluxes(nx, nz, flux, st);
  for (int k = 0; k < nz; k++)
    for (int i = 0; i < nx + 1; i++)
      bad += flux[k * (nx + 1) + i] != 0.5 * (st[k * (nx + 2) + i] + st[k * (nx + 2) + i + 1]);
  faces(nx, nz, kx, den);
  for (int q = 0; q < n; q++) {
    int j = q % (nx + 4), k = q / (nx + 4);
    bad += kx[q] != (j >= 2 && j <= nx + 2 && k >= 2 && k <= nz + 2 ? den[q - 1] + den[q] : 0.0);
  }
  clover(1, nx, 1, nz, cl, den);
  for (int q = 0; q < n; q++) {
    int j = q % (nx + 4), k = q / (nx + 4);
    bad += cl[q] != (j >= 2 && j < nx + 2 && k >= 2 && k < nz + 2 ? 2.0 * den[q] : 0.0);
  }
  planes(nx, nz, fp, st);
  for (int ll = 0; ll < 4; ll++)
    for (int k = 0; k <= nz; k++)
      for (int i = 0; i < nx + 1; i++)
        bad += fp[ll * (nz + 1) * (nx + 1) + k * (nx + 1) + i] != (k < nz ? (ll + 1) * st[k * (nx + 2) + i] : 0.0);
  int W = 1000;
  double *f = malloc(5 * W * sizeof(double));
  for (int q = 0; q < 5 * W; q++)
    f[q] = q;
  halo(f, W);
  for (int q = 0; q < 5 * W; q++)
    bad += f[q] != (q < W ? 3 * W + q : q);
  double *a = malloc(2000 * sizeof(double)), *b = malloc(2000 * sizeof(double));
  for (int apart = 1; apart >= 0; apart--) {
    for (int q = 0; q < 2000; q++)
      a[q] = b[q] = q;
    strided(a, apart);
    for (int i = 1; i < 20; i++)
      b[1000 + 32 * i] = b[1000 + 32 * i + (apart ? 33 : 64)];
    for (int q = 0; q < 2000; q++)
      bad += a[q] != b[q];
  }
  double *psi = calloc(NX * NY, sizeof(double)), *q = malloc(NX * NY * sizeof(double));
  double *ref = calloc(NX * NY, sizeof(double));
  for (int c = 0; c < NX * NY; c++)
    q[c] = 1 + c % 7;
  sweep(psi, q);
  for (int d = 1; d < NX + NY - 1; d++)
    for (int i = 1; i < NX && i < d; i++)
      if (d - i < NY)
        ref[(d - i) * NX + i] = 0.5 * (q[(d - i) * NX + i] + ref[(d - i - 1) * NX + i]);
  for (int c = 0; c < NX * NY; c++)
    bad += psi[c] != ref[c];
  free(st), free(flux), free(den), free(kx), free(cl), free(fp), free(f), free(a), free(b), free(psi), free(q), free(ref);
  if (bad) {
    printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
// CHECK: PASS
// Fluxes, faces, CloverLeaf, planes, the halo copy and the copy apart by the GCD test.
// CHECK: 14: compute region reached 1 time
// CHECK-NEXT: 14: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 21: compute region reached 1 time
// CHECK-NEXT: 21: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 30: compute region reached 1 time
// CHECK-NEXT: 30: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 37: compute region reached 1 time
// CHECK-NEXT: 37: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 45: compute region reached 1 time
// CHECK-NEXT: 45: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: 52: compute region reached 1 time
// CHECK-NEXT: 52: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// The copy at distance 2 runs in order, in one gang.
// CHECK: 56: compute region reached 1 time
// CHECK-NEXT: 56: kernel launched 1 time
// CHECK-NEXT: num_gangs: 1
// The wavefront: the host walks the 52 diagonals, each one launch of four gangs.
// CHECK: 65: compute region reached 1 time
// CHECK-NEXT: 65: kernel launched 52 times
// CHECK-NEXT: num_gangs: 4
