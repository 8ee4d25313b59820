// Pointers to variable-length arrays declared in device code (`double (*a)[nx] = (double (*)[nx])p;`,
// the way C codes view a flat buffer as a matrix), in a routine and in a region, and such a cast
// as a call's argument.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static void fill_row(int nx, double *p, int j) {
  double (*a)[nx] = (double (*)[nx])p;
  for (int i = 0; i < nx; i++)
    a[j][i] = i + 100 * j;
}

#pragma acc routine seq
static double row_sum(int nx, double a[][nx], int j) {
  double s = 0;
  for (int i = 0; i < nx; i++)
    s += a[j][i];
  return s;
}

int main(void) {
  int nx = 9, ny = 7, nz = 3;
  double *raw = malloc(sizeof(double) * nx * ny), sums[7], *cube = malloc(sizeof(double) * nx * ny * nz);
#pragma acc parallel loop copyout(raw[0:nx * ny])
  for (int j = 0; j < ny; j++)
    fill_row(nx, raw, j);
#pragma acc parallel loop copy(raw[0:nx * ny]) copyout(sums, cube[0:nx * ny * nz])
  for (int j = 0; j < ny; j++) {
    double (*b)[nx] = (double (*)[nx])raw;
    double (*c)[ny][nx] = (double (*)[ny][nx])cube;
    for (int i = 0; i < nx; i++) {
      b[j][i] += 1.0;
      for (int k = 0; k < nz; k++)
        c[k][j][i] = k * b[j][i];
    }
    sums[j] = row_sum(nx, (double (*)[nx])raw, j);
  }
  int errors = 0;
  for (int j = 0; j < ny; j++) {
    double s = 0;
    for (int i = 0; i < nx; i++) {
      double v = i + 100 * j + 1.0;
      s += v;
      errors += raw[j * nx + i] != v;
      for (int k = 0; k < nz; k++)
        errors += cube[(k * ny + j) * nx + i] != k * v;
    }
    errors += sums[j] != s;
  }
  free(raw);
  free(cube);
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS vla_pointer_locals\n");
  return 0;
}
