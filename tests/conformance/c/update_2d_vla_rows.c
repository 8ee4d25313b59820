// 2.14.4 update of a 2-D block of an array whose rows have a run-time length (C99 variably
// modified types: `double (*v)[nx]`, a parameter `double u[ny][nx]`): the block's rows move, one
// row of the array apart, and nothing outside the block moves.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

static int errors = 0;

static int discrete_memory(void) {
  int probe = 0;
  acc_copyin(&probe, sizeof probe);
  int own = acc_deviceptr(&probe) != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  return own;
}

// Brings back rows r0..r0+nr-1, columns c0..c0+nc-1 of a grid the device holds.
static void fetch_block(int ny, int nx, double u[ny][nx], int r0, int nr, int c0, int nc) {
#pragma acc update self(u[r0:nr][c0:nc])
}

int main(void) {
  int ny = 12, nx = 20;
  double (*v)[nx] = malloc(sizeof(double[ny][nx]));
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      v[j][i] = -1.0;
  int discrete = discrete_memory();
#pragma acc enter data copyin(v[0:ny][0:nx])
#pragma acc parallel loop collapse(2) present(v[0:ny][0:nx])
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      v[j][i] = 100 * j + i;

  // Rows 2..4, columns 5..11 come back.
#pragma acc update self(v[2:3][5:7])
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      int in = j >= 2 && j < 5 && i >= 5 && i < 12;
      double want = (in || !discrete) ? 100 * j + i : -1.0;
      if (v[j][i] != want && errors++ < 5)
        printf("FAIL: after update self v[%d][%d] = %g, expected %g\n", j, i, v[j][i], want);
    }

  // The same through a parameter declared with run-time extents, then a block sent to the device.
  fetch_block(ny, nx, v, 7, 2, 0, 3);
  for (int i = 0; i < 3; i++)
    if (v[8][i] != 800 + i && errors++ < 5)
      printf("FAIL: after fetch_block v[8][%d] = %g, expected %d\n", i, v[8][i], 800 + i);
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      v[j][i] = 0.5;
#pragma acc update device(v[9:2][nx - 4:4])
#pragma acc exit data copyout(v[0:ny][0:nx])
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      int in = j >= 9 && j < 11 && i >= nx - 4;
      double want = (in || !discrete) ? 0.5 : 100 * j + i;
      if (v[j][i] != want && errors++ < 10)
        printf("FAIL: after update device v[%d][%d] = %g, expected %g\n", j, i, v[j][i], want);
    }
  free(v);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
