// update of faces of 3-D blocks, as halo exchanges of 3-D decompositions write them (2.14.4): an
// x-face `u[0:NZ][0:NY][i:1]` (one strided copy per plane), a y-face `u[k:n][j:1][0:NX]` (rows of
// whole planes' rows), part of a face, and the face of a block with run-time extents through a
// pointer to a VLA. Only what an update names reaches the host from a device with memory of its own.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define NZ 5
#define NY 6
#define NX 7

static double u[NZ][NY][NX];

static double value(int k, int j, int i) { return 100 * k + 10 * j + i; }

int main(void) {
  int nz = NZ, ny = NY, nx = NX, errors = 0;
  double(*v)[ny][nx] = malloc(sizeof(double[nz][ny][nx]));
  for (int k = 0; k < nz; k++)
    for (int j = 0; j < ny; j++)
      for (int i = 0; i < nx; i++)
        u[k][j][i] = v[k][j][i] = -1;
#pragma acc enter data copyin(u, v[0:nz])
  int discrete = acc_deviceptr(u) != (void *)u;
#pragma acc parallel loop collapse(3) present(u, v[0:nz])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        u[k][j][i] = v[k][j][i] = value(k, j, i);
#pragma acc update self(u[0:NZ][0:NY][1:1], u[1:2][2:1][0:NX], v[0:nz][1:3][nx - 1:1])
#pragma acc update self(u[0:NZ][1:2][5:2])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        int in_u = i == 1 || (k >= 1 && k < 3 && j == 2) || (j >= 1 && j < 3 && i >= 5);
        int in_v = j >= 1 && j < 4 && i == NX - 1;
        double want_u = in_u || !discrete ? value(k, j, i) : -1;
        double want_v = in_v || !discrete ? value(k, j, i) : -1;
        if ((u[k][j][i] != want_u || v[k][j][i] != want_v) && errors++ < 5)
          printf("FAIL at [%d][%d][%d]: u %g (want %g), v %g (want %g)\n", k, j, i, u[k][j][i], want_u,
                 v[k][j][i], want_v);
      }
  // The other way: a face written on the host goes to the device copy.
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      u[k][j][NX - 1] = -value(k, j, NX - 1);
#pragma acc update device(u[0:NZ][0:NY][NX - 1:1])
  double sum = 0;
#pragma acc parallel loop collapse(2) present(u) reduction(+:sum)
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      sum += u[k][j][NX - 1];
  double want = 0;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      want -= value(k, j, NX - 1);
  if (sum != want) {
    printf("FAIL: device face sum %g, want %g\n", sum, want);
    errors++;
  }
#pragma acc exit data delete(u, v[0:nz])
  free(v);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
