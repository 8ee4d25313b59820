/* Performance: in a kernels region, a row stride held in a const local (`const int W = nx + 2;`,
   TeaLeaf/CloverLeaf style halo width) makes Acorn run the outer loop sequentially on the host,
   launching one kernel per row: -Minfo says "loop runs sequentially on the host, launching the loop
   nests it holds in each iteration (not parallel: the elements of 'u' one iteration writes
   (u[k * W + j]) may be written by another: the factor of 'k' there is not known to be nonzero)".
   Written inline (`u[k*(nx+2)+j]`, function a1) the same nest is one kernel, gang k / vector j.
   W is const and initialised from nx + 2 > nx >= j, so it is a size just as the inline expression.
   Even a plain copy of the bound (`int W = nx;` with j < nx) does it; in a parallel region with
   `loop auto` the outer loop becomes seq the same way.  Only the bound variable itself (u[k*nx+j])
   or an inline expression is recognised.
   Expected: a2 scheduled like a1 (gang, vector; one kernel).  Results are right on every target.
   Commands: /work/hunt/acorn/bin/acorncc -O2 -Minfo=accel kernels_const_local_row_stride_runs_outer_loop_on_host.c -o k
             ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./k   -> PASS */
#include <stdio.h>
#include <stdlib.h>
static void a1(int nx, int ny, double *restrict u, const double *restrict w) {
  #pragma acc kernels copy(u[0:(nx+2)*(ny+2)]) copyin(w[0:(nx+2)*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++) u[k*(nx+2)+j] = w[k*(nx+2)+j] + 1;
}
static void a2(int nx, int ny, double *restrict u, const double *restrict w) {
  const int W = nx + 2;
  #pragma acc kernels copy(u[0:W*(ny+2)]) copyin(w[0:W*(ny+2)])
  for (int k = 1; k <= ny; k++)
    for (int j = 1; j <= nx; j++) u[k*W+j] = w[k*W+j] + 1;   /* outer loop on the host */
}
int main(void) {
  int nx = 30, ny = 20, n = (nx+2)*(ny+2), bad = 0;
  double *u = calloc(n, sizeof(double)), *w = calloc(n, sizeof(double));
  for (int q = 0; q < n; q++) w[q] = q;
  a1(nx, ny, u, w); a2(nx, ny, u, w);
  for (int k = 1; k <= ny; k++) for (int j = 1; j <= nx; j++) if (u[k*(nx+2)+j] != w[k*(nx+2)+j] + 1) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
