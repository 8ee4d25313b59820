/* deviceptr(a) of a pointer to variable-length rows (`double (*a)[nx]`, 2.7.5), the memory from
   acc_malloc: the region indexes a[j][i] with the row length known at run time. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

static void fill(int ny, int nx, double (*a)[nx]) {
#pragma acc parallel loop collapse(2) deviceptr(a)
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      a[j][i] = 10 * j + i;
}

static void scale_rows(int ny, int nx, double (*a)[nx], double s) {
#pragma acc parallel loop gang deviceptr(a)
  for (int j = 0; j < ny; j++) {
#pragma acc loop vector
    for (int i = 0; i < nx; i++)
      a[j][i] *= s;
  }
}

int main(void) {
  enum { NY = 5, NX = 7 };
  double h[NY][NX];
  double *d = acc_malloc(sizeof h);
  fill(NY, NX, (double (*)[NX])d);
  scale_rows(NY, NX, (double (*)[NX])d, 2.0);
  acc_memcpy_from_device(h, d, sizeof h);
  acc_free(d);
  int bad = 0;
  for (int j = 0; j < NY; j++)
    for (int i = 0; i < NX; i++)
      bad += h[j][i] != 2.0 * (10 * j + i);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
