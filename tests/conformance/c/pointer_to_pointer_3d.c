// 2.7.1 sections of three levels of pointers: a 3-D field allocated as `double ***u` (an array of
// planes, each an array of rows) is mapped with copyin(u[0:nx][0:ny][0:nz]): the planes' pointers,
// the rows' pointers and the rows, each pointer attached to what it points to on the device. Also
// enter data / update self of a partial section / exit data copyout, and a present region.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static double ***alloc3(int nx, int ny, int nz) {
  double ***u = malloc(nx * sizeof *u);
  for (int i = 0; i < nx; i++) {
    u[i] = malloc(ny * sizeof **u);
    for (int j = 0; j < ny; j++)
      u[i][j] = malloc(nz * sizeof ***u);
  }
  return u;
}

static void free3(double ***u, int nx, int ny) {
  for (int i = 0; i < nx; i++) {
    for (int j = 0; j < ny; j++)
      free(u[i][j]);
    free(u[i]);
  }
  free(u);
}

// One Jacobi-style sweep on the interior, reading u and writing v (both present).
static void smooth(double ***restrict v, double ***restrict u, int nx, int ny, int nz) {
#pragma acc parallel loop collapse(3) present(u[0:nx][0:ny][0:nz], v[0:nx][0:ny][0:nz])
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      for (int k = 1; k < nz - 1; k++)
        v[i][j][k] = u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] + u[i][j + 1][k] + u[i][j][k - 1] +
                     u[i][j][k + 1] - 6.0 * u[i][j][k];
}

int main(void) {
  const int nx = 12, ny = 10, nz = 9;
  double ***u = alloc3(nx, ny, nz), ***v = alloc3(nx, ny, nz);
  double ***save_plane = u, **save_row = u[3], *save_data = u[3][4];
  int errors = 0;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++) {
        u[i][j][k] = i * i + 2 * j * j + 3 * k * k; // the stencil of it is 2 + 4 + 6 = 12
        v[i][j][k] = -1.0;
      }

  // A compute construct's own clause: scale u in place on the device and copy it back.
#pragma acc parallel loop collapse(3) copy(u[0:nx][0:ny][0:nz])
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++)
        u[i][j][k] = 2.0 * u[i][j][k];

#pragma acc enter data copyin(u[0:nx][0:ny][0:nz], v[0:nx][0:ny][0:nz])
  smooth(v, u, nx, ny, nz);
  // Bring back planes 2 and 3, rows 1..8 only.
#pragma acc update self(v[2:2][1:8][0:nz])
  for (int j = 1; j < ny - 1; j++)
    for (int k = 1; k < nz - 1; k++)
      if (v[2][j][k] != 24.0 && errors++ < 5)
        fprintf(stderr, "FAIL: after update v[2][%d][%d] = %g, expected 24\n", j, k, v[2][j][k]);
#pragma acc exit data copyout(v[0:nx][0:ny][0:nz]) delete(u[0:nx][0:ny][0:nz])

  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++) {
        int interior = i > 0 && i < nx - 1 && j > 0 && j < ny - 1 && k > 0 && k < nz - 1;
        double want = interior ? 24.0 : -1.0;
        if (v[i][j][k] != want && errors++ < 10)
          fprintf(stderr, "FAIL: v[%d][%d][%d] = %g, expected %g\n", i, j, k, v[i][j][k], want);
        if (u[i][j][k] != 2.0 * (i * i + 2 * j * j + 3 * k * k) && errors++ < 10)
          fprintf(stderr, "FAIL: u[%d][%d][%d] = %g\n", i, j, k, u[i][j][k]);
      }
  if ((u != save_plane || u[3] != save_row || u[3][4] != save_data) && ++errors)
    fprintf(stderr, "FAIL: the host pointers changed\n");
  free3(u, nx, ny);
  free3(v, nx, ny);
  if (errors)
    return 1;
  printf("three-level pointer sections: OK\n");
  return 0;
}
