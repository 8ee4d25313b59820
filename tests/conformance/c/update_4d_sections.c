// update takes non-contiguous subarrays (2.14.4) of any rank: sections of an NPB-style
// u[NZ][NY][NX][5] partial in later dimensions (a block of planes' rows, a part of each point's
// five values, a face), of a 5-D array, and of a block with run-time extents through a pointer to
// a VLA, both ways. Only what an update names reaches the host from a device with memory of its
// own.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define NZ 5
#define NY 6
#define NX 7

double u[NZ][NY][NX][5];
double f[3][4][3][4][3];

static double value(int k, int j, int i, int m) { return k * 1000 + j * 100 + i * 10 + m; }

int main(void) {
  int nz = NZ, ny = NY, nx = NX, errors = 0;
  double(*v)[ny][nx][5] = malloc(sizeof(double[nz][ny][nx][5]));
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++)
          u[k][j][i][m] = v[k][j][i][m] = -1;
  for (int a = 0; a < 3 * 4 * 3 * 4 * 3; a++)
    (&f[0][0][0][0][0])[a] = -1;
#pragma acc enter data create(u, f, v[0:nz])
  int discrete = acc_deviceptr(u) != (void *)u;
#pragma acc parallel loop collapse(3) present(u, v[0:nz])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++)
          u[k][j][i][m] = v[k][j][i][m] = value(k, j, i, m);
#pragma acc parallel loop collapse(2) present(f)
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 4; b++)
      for (int c = 0; c < 3; c++)
        for (int d = 0; d < 4; d++)
          for (int e = 0; e < 3; e++)
            f[a][b][c][d][e] = a * 10000 + b * 1000 + c * 100 + d * 10 + e;
#pragma acc update self(u[1:2][2:3][0:NX][0:5], u[0:NZ][0:NY][1:2][2:3])
#pragma acc update self(v[1:3][0:ny][nx - 1:1][0:2], f[1:2][0:4][1:1][2:2][0:3])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++) {
          int in_u = (k >= 1 && k < 3 && j >= 2 && j < 5) || (i >= 1 && i < 3 && m >= 2);
          int in_v = k >= 1 && k < 4 && i == NX - 1 && m < 2;
          double want_u = in_u || !discrete ? value(k, j, i, m) : -1;
          double want_v = in_v || !discrete ? value(k, j, i, m) : -1;
          if ((u[k][j][i][m] != want_u || v[k][j][i][m] != want_v) && errors++ < 5)
            printf("FAIL at [%d][%d][%d][%d]: u %g (want %g), v %g (want %g)\n", k, j, i, m, u[k][j][i][m],
                   want_u, v[k][j][i][m], want_v);
        }
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 4; b++)
      for (int c = 0; c < 3; c++)
        for (int d = 0; d < 4; d++)
          for (int e = 0; e < 3; e++) {
            int in = a >= 1 && c == 1 && d >= 2;
            double want = in || !discrete ? a * 10000 + b * 1000 + c * 100 + d * 10 + e : -1;
            if (f[a][b][c][d][e] != want && errors++ < 5)
              printf("FAIL at f[%d][%d][%d][%d][%d]: %g, want %g\n", a, b, c, d, e, f[a][b][c][d][e], want);
          }
  // The other way: the fourth value of every point of the planes' middle rows, written on the host.
  for (int k = 0; k < NZ; k++)
    for (int j = 2; j < 4; j++)
      for (int i = 0; i < NX; i++)
        u[k][j][i][3] = -value(k, j, i, 3);
#pragma acc update device(u[0:NZ][2:2][0:NX][3:1])
  double sum = 0, want = 0;
#pragma acc parallel loop collapse(3) present(u) reduction(+:sum)
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        sum += u[k][j][i][3];
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        want += j >= 2 && j < 4 ? -value(k, j, i, 3) : value(k, j, i, 3);
  if (sum != want) {
    printf("FAIL: device sum %g, want %g\n", sum, want);
    errors++;
  }
#pragma acc exit data delete(u, f, v[0:nz])
  free(v);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
