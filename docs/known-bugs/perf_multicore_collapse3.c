#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
static double wtime(void) { struct timeval tv; gettimeofday(&tv, NULL); return tv.tv_sec + 1e-6*tv.tv_usec; }
#define I3(i,j,k) ((size_t)(k)*nx*ny + (size_t)(j)*nx + (i))
int main(void) {
  int nx = 258, ny = 256, nz = 128; size_t n = (size_t)nx*ny*nz;
  double *u = calloc(n, 8), *un = calloc(n, 8);
  for (size_t q = 0; q < n; q++) u[q] = (q % 97) * 0.01;
  double t0 = wtime(), res = 0;
  for (int it = 0; it < 20; it++) {
#pragma acc parallel loop collapse(3) copyin(u[0:n]) copy(un[0:n])
#pragma omp parallel for collapse(3)
  for (int k = 1; k < nz-1; k++)
    for (int j = 1; j < ny-1; j++)
      for (int i = 1; i < nx-1; i++)
        un[I3(i,j,k)] = (u[I3(i-1,j,k)] + u[I3(i+1,j,k)] + u[I3(i,j-1,k)] + u[I3(i,j+1,k)] + u[I3(i,j,k-1)] + u[I3(i,j,k+1)]) / 6.0;
  }
  double t1 = wtime();
  for (int it = 0; it < 20; it++) {
#pragma acc parallel loop gang collapse(2) copyin(u[0:n]) copy(un[0:n])
#pragma omp parallel for collapse(2)
  for (int k = 1; k < nz-1; k++)
    for (int j = 1; j < ny-1; j++) {
#pragma acc loop vector
      for (int i = 1; i < nx-1; i++)
        un[I3(i,j,k)] = (u[I3(i-1,j,k)] + u[I3(i+1,j,k)] + u[I3(i,j-1,k)] + u[I3(i,j+1,k)] + u[I3(i,j,k-1)] + u[I3(i,j,k+1)]) / 6.0;
    }
  }
  double t2 = wtime();
  printf("collapse(3): %.3fs   collapse(2)+vector: %.3fs  check %.6f\n", t1-t0, t2-t1, un[I3(5,5,5)]);
  return 0;
}
