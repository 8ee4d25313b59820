// A section whose first dimensions have length 1 is one contiguous block (2.7.1), so data clauses
// take it: a few whole rows of one plane (w[1:1][2:3][0:NX]), one row of an NPB-style u[NZ][NY][NX][5]
// (u[1:1][2:1][0:NX][0:5]), in copyin, copy, enter data, update device and exit data copyout, with
// constant and run-time bounds. On a device with memory of its own only the block moves.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

#define NZ 5
#define NY 6
#define NX 7

double w[NZ][NY][NX];
double u[NZ][NY][NX][5];

static double value(int k, int j, int i, int m) { return k * 1000 + j * 100 + i * 10 + m; }

int main(void) {
  int errors = 0;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        w[k][j][i] = value(k, j, i, 0);
        for (int m = 0; m < 5; m++)
          u[k][j][i][m] = value(k, j, i, m);
      }
  // Three whole rows of plane 1.
  double s = 0, want = 0;
#pragma acc parallel loop collapse(2) reduction(+:s) copyin(w[1:1][2:3][0:NX])
  for (int j = 2; j < 5; j++)
    for (int i = 0; i < NX; i++)
      s += w[1][j][i];
  for (int j = 2; j < 5; j++)
    for (int i = 0; i < NX; i++)
      want += value(1, j, i, 0);
  if (s != want) {
    printf("FAIL: sum of w[1:1][2:3][0:NX] %g, want %g\n", s, want);
    errors++;
  }
  // One row of u, negated on the device and copied back.
#pragma acc parallel loop collapse(2) copy(u[1:1][2:1][0:NX][0:5])
  for (int i = 0; i < NX; i++)
    for (int m = 0; m < 5; m++)
      u[1][2][i][m] = -u[1][2][i][m];
  // Two rows of plane 3 with run-time bounds: entered, one refreshed from the host, doubled on the
  // device, copied out.
  int k = 3, j0 = 0, rows = 2;
#pragma acc enter data copyin(u[k:1][j0:rows][0:NX][0:5])
  int discrete = acc_deviceptr(&u[3][0][0][0]) != (void *)&u[3][0][0][0];
  for (int i = 0; i < NX; i++)
    for (int m = 0; m < 5; m++)
      u[3][1][i][m] = 1;
#pragma acc update device(u[3:1][1:1][0:NX][0:5])
#pragma acc parallel loop collapse(3) present(u[3:1][0:2][0:NX][0:5])
  for (int j = 0; j < 2; j++)
    for (int i = 0; i < NX; i++)
      for (int m = 0; m < 5; m++)
        u[3][j][i][m] *= 2;
  u[3][2][0][0] = -7; // outside the block: a copy out must not touch it
#pragma acc exit data copyout(u[k:1][j0:rows][0:NX][0:5])
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++)
        for (int m = 0; m < 5; m++) {
          double want = value(k, j, i, m);
          if (k == 1 && j == 2)
            want = -want;
          if (k == 3 && j == 0)
            want *= 2;
          if (k == 3 && j == 1)
            want = 2;
          if (k == 3 && j == 2 && i == 0 && m == 0)
            want = -7;
          if (u[k][j][i][m] != want && errors++ < 5)
            printf("FAIL: u[%d][%d][%d][%d] = %g, want %g (%s device)\n", k, j, i, m, u[k][j][i][m], want,
                   discrete ? "discrete" : "shared");
        }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
