// 2.5.2: a kernels region runs a loop in parallel when its iterations are independent. Loops
// whose independence follows from the shape of their subscripts (interleaved elements, strided
// loops, flattened transposes, triangles, reversed rows, interiors of 3-D grids, an elimination
// step, arrays of structs, members of a struct, an index computed into a scalar) must give the
// sequential result, whichever schedule Acorn picks.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct { double x, vx; } particle;
typedef struct { int n; double *restrict in; double *restrict out; } field;

static int check(const char *what, const double *got, const double *want, int n) {
  for (int k = 0; k < n; k++)
    if (got[k] != want[k]) {
      fprintf(stderr, "FAIL: %s: element %d is %g, want %g\n", what, k, got[k], want[k]);
      return 1;
    }
  return 0;
}

static void interleave(int n, const double *restrict re, const double *restrict im, double *restrict z) {
#pragma acc kernels copyin(re[0:n], im[0:n]) copyout(z[0:2*n])
  for (int i = 0; i < n; i++) {
    z[2 * i] = re[i];
    z[2 * i + 1] = -im[i];
  }
}

static void transpose(int n, int m, const double *restrict a, double *restrict at) {
#pragma acc kernels copyin(a[0:n*m]) copyout(at[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      at[j * n + i] = a[i * m + j];
}

static void upper(int n, double *restrict s) {
#pragma acc kernels copy(s[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      s[i * n + j] = s[i * n + j] * 2 + i - j;
}

static void flip(int h, int w, const double *restrict in, double *restrict out) {
#pragma acc kernels copyin(in[0:h*w]) copyout(out[0:h*w])
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[(h - 1 - y) * w + x] = in[y * w + x];
}

#define IDX(i, j, k) ((i) * ny * nz + (j) * nz + (k))
static void smooth(int nx, int ny, int nz, const double *restrict u, double *restrict un) {
#pragma acc kernels copyin(u[0:nx*ny*nz]) copy(un[0:nx*ny*nz])
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      for (int k = 1; k < nz - 1; k++)
        un[IDX(i, j, k)] = u[IDX(i + 1, j, k)] + u[IDX(i - 1, j, k)] + u[IDX(i, j + 1, k)] +
                           u[IDX(i, j - 1, k)] + u[IDX(i, j, k + 1)] + u[IDX(i, j, k - 1)] - 6 * u[IDX(i, j, k)];
}

#define M 48
static double g[M][M], gref[M][M];

int main(void) {
  int errors = 0, n = 3000, rows = 60, cols = 70;
  double *re = malloc(sizeof(double) * n), *im = malloc(sizeof(double) * n);
  double *z = malloc(sizeof(double) * 2 * n), *zref = malloc(sizeof(double) * 2 * n);
  for (int i = 0; i < n; i++) {
    re[i] = i;
    im[i] = 3 * i + 1;
    zref[2 * i] = i;
    zref[2 * i + 1] = -(3 * i + 1);
  }
  interleave(n, re, im, z);
  errors += check("interleaved z[2*i], z[2*i+1]", z, zref, 2 * n);

  int size = rows * cols;
  double *a = malloc(sizeof(double) * size), *b = malloc(sizeof(double) * size), *ref = malloc(sizeof(double) * size);
  for (int k = 0; k < size; k++)
    a[k] = k % 97;
  transpose(rows, cols, a, b);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      ref[j * rows + i] = a[i * cols + j];
  errors += check("flat transpose at[j*n+i]", b, ref, size);

  for (int k = 0; k < rows * rows; k++)
    b[k] = ref[k] = k % 13;
  upper(rows, b);
  for (int i = 0; i < rows; i++)
    for (int j = i; j < rows; j++)
      ref[i * rows + j] = ref[i * rows + j] * 2 + i - j;
  errors += check("upper triangle s[i*n+j], j >= i", b, ref, rows * rows);

  flip(rows, cols, a, b);
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < cols; x++)
      ref[(rows - 1 - y) * cols + x] = a[y * cols + x];
  errors += check("reversed rows out[(h-1-y)*w+x]", b, ref, size);

  int nx = 12, ny = 10, nz = 9, cells = nx * ny * nz;
  double *u = malloc(sizeof(double) * cells), *un = calloc(cells, sizeof(double)), *unref = calloc(cells, sizeof(double));
  for (int k = 0; k < cells; k++)
    u[k] = (k * 7) % 23;
  smooth(nx, ny, nz, u, un);
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      for (int k = 1; k < nz - 1; k++)
        unref[IDX(i, j, k)] = u[IDX(i + 1, j, k)] + u[IDX(i - 1, j, k)] + u[IDX(i, j + 1, k)] +
                              u[IDX(i, j - 1, k)] + u[IDX(i, j, k + 1)] + u[IDX(i, j, k - 1)] - 6 * u[IDX(i, j, k)];
  errors += check("3-D interior stencil", un, unref, cells);

  // A step of Gaussian elimination below and right of the pivot, and a j += 2 loop writing pairs.
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      g[i][j] = gref[i][j] = 1 + (i * 5 + j * 3) % 11 + (i == j) * 40;
  for (int k = 0; k < M - 1; k++) {
#pragma acc kernels copy(g)
    for (int i = k + 1; i < M; i++)
      for (int j = k + 1; j < M; j++)
        g[i][j] -= g[i][k] * g[k][j] / g[k][k];
    for (int i = k + 1; i < M; i++)
      for (int j = k + 1; j < M; j++)
        gref[i][j] -= gref[i][k] * gref[k][j] / gref[k][k];
  }
  errors += check("elimination step", &g[0][0], &gref[0][0], M * M);
#pragma acc kernels copy(g)
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j += 2) {
      g[i][j] = -g[i][j + 1];
      g[i][j + 1] = i + j;
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j += 2) {
      gref[i][j] = -gref[i][j + 1];
      gref[i][j + 1] = i + j;
    }
  errors += check("pairs g[i][j], g[i][j+1] with j += 2", &g[0][0], &gref[0][0], M * M);

  // Arrays of structs, members of a struct, an index computed into a scalar first.
  particle *p = malloc(sizeof(particle) * n);
  for (int i = 0; i < n; i++) {
    p[i].x = i;
    p[i].vx = 1;
  }
#pragma acc kernels copy(p[0:n])
  for (int i = 0; i < n; i++) {
    p[i].vx -= 0.5 * p[i].x;
    p[i].x += 0.5 * p[i].vx;
  }
  for (int i = 0; i < n; i++) {
    double vx = 1 - 0.5 * i;
    if (p[i].x != i + 0.5 * vx || p[i].vx != vx) {
      fprintf(stderr, "FAIL: particle %d is (%g, %g)\n", i, p[i].x, p[i].vx);
      errors++;
      break;
    }
  }
  field f = {n, re, z};
#pragma acc kernels copyin(f.in[0:f.n]) copyout(f.out[0:f.n])
  for (int i = 0; i < f.n; i++)
    f.out[i] = 2 * f.in[i] + 1;
  for (int i = 0; i < n; i++)
    zref[i] = 2 * re[i] + 1;
  errors += check("struct members f.out[i]", z, zref, n);
  double *restrict src = a, *restrict dst = b;
  int k;
#pragma acc kernels copyin(src[0:size]) copyout(dst[0:size])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      k = i * cols + j;
      dst[k] = src[k] * 3;
    }
  for (k = 0; k < size; k++)
    ref[k] = a[k] * 3;
  errors += check("index in a scalar d[k], k = i*cols + j", b, ref, size);
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
