/* kernels: array of structs, p[i].x += dt*p[i].vx, stays sequential: "it writes 'p[i].vx',
   whose address Acorn cannot follow". p is one pointer (restrict, even), indexed by i; each
   iteration touches only p[i]. (Different from the known s->u[i] SoA case: here the struct is
   the array element.) NVHPC parallelises this. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double x, vx; } particle;
int main(void) {
  int n = 10000, bad = 0; double dt = 0.5;
  particle *restrict p = malloc(sizeof(particle) * n);
  for (int i = 0; i < n; i++) { p[i].x = i; p[i].vx = 1.0; }
#pragma acc kernels copy(p[0:n])
  for (int i = 0; i < n; i++) {
    p[i].vx -= dt * p[i].x;
    p[i].x += dt * p[i].vx;
  }
  for (int i = 0; i < n; i++) { double vx = 1.0 - dt * i; bad += p[i].x != i + dt * vx; }
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
