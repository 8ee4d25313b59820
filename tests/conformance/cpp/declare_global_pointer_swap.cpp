/* C++ twin of c/declare_global_pointer_swap.c. 2.13 declare create of global pointers, as codes with module-style globals write them: `u` and
   `unew` are attached to their arrays by enter data, swapped by a serial region after each sweep
   (on the device copies: the host's pointers stay put on a discrete device), and read by a
   routine. The region's writes of the pointers reach their device copies, which the routine
   reads. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <cstdlib>

enum { N = 1000, SWEEPS = 7 };
double *u, *unew;
#pragma acc declare create(u, unew)

#pragma acc routine seq
static double neighbours(int i) { return 0.5 * (u[i - 1] + u[i + 1]); }

static void sweep_host(double *dst, const double *src) {
  for (int i = 1; i < N - 1; i++)
    dst[i] = 0.5 * (src[i - 1] + src[i + 1]);
}

int main(void) {
  double *a = (double *)malloc(N * sizeof(double)), *b = (double *)malloc(N * sizeof(double));
  double *ra = (double *)malloc(N * sizeof(double)), *rb = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    a[i] = b[i] = ra[i] = rb[i] = (i == 0 || i == N - 1) ? 1.0 : sin(0.01 * i);
  u = a;
  unew = b;
#pragma acc enter data copyin(u[0:N], unew[0:N])
  for (int s = 0; s < SWEEPS; s++) {
#pragma acc parallel loop
    for (int i = 1; i < N - 1; i++)
      unew[i] = neighbours(i);
#pragma acc serial
    {
      double *t = u;
      u = unew;
      unew = t;
    }
  }
#pragma acc exit data copyout(u[0:N], unew[0:N])
  for (int s = 0; s < SWEEPS; s++) {
    sweep_host(rb, ra);
    double *t = ra;
    ra = rb;
    rb = t;
  }
  /* After an odd number of sweeps the newest values are in b. */
  double err = 0;
  for (int i = 0; i < N; i++)
    err = fmax(err, fabs(b[i] - ra[i]));
  int ok = err < 1e-12;
  printf("max error %g: %s\n", err, ok ? "PASS" : "FAIL");
  free(a);
  free(b);
  free(ra);
  free(rb);
  return ok ? 0 : 1;
}
