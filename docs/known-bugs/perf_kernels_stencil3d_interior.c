/* kernels: 3-D 7-point stencil over the interior (1..n-2) with the usual IDX macro and restrict
   pointers: the outer i loop stays sequential ("the elements of 'un' one iteration writes
   (un[((i) * ny * nz + (j) * nz + (k))]) may be written by another"). Over 0..n-1 the same nest is
   gang/worker/vector, and the 2-D interior case is parallel too. */
#include <stdio.h>
#include <stdlib.h>
#define IDX(i,j,k) ((i)*ny*nz + (j)*nz + (k))
static void step(int nx, int ny, int nz, const double *restrict u, double *restrict un) {
#pragma acc kernels copyin(u[0:nx*ny*nz]) copy(un[0:nx*ny*nz])
  for (int i = 1; i < nx-1; i++)
    for (int j = 1; j < ny-1; j++)
      for (int k = 1; k < nz-1; k++)
        un[IDX(i,j,k)] = u[IDX(i+1,j,k)] + u[IDX(i-1,j,k)] + u[IDX(i,j+1,k)] + u[IDX(i,j-1,k)]
                       + u[IDX(i,j,k+1)] + u[IDX(i,j,k-1)] - 6.0 * u[IDX(i,j,k)];
}
int main(void) {
  int nx = 40, ny = 30, nz = 20, n = nx * ny * nz, bad = 0;
  double *u = malloc(sizeof(double) * n), *un = calloc(n, sizeof(double));
  for (int k = 0; k < n; k++) u[k] = k % 11;
  step(nx, ny, nz, u, un);
  for (int i = 1; i < nx-1; i++) for (int j = 1; j < ny-1; j++) for (int k = 1; k < nz-1; k++)
    bad += un[IDX(i,j,k)] != u[IDX(i+1,j,k)] + u[IDX(i-1,j,k)] + u[IDX(i,j+1,k)] + u[IDX(i,j-1,k)]
                            + u[IDX(i,j,k+1)] + u[IDX(i,j,k-1)] - 6.0 * u[IDX(i,j,k)];
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
