// Scalars declared outside a parallel loop and used as temporaries inside it (written before they
// are read in every iteration) are private to each iteration, as NVHPC makes them: a heat-equation
// step written with a function-scope temporary gives the sequential checksum on every run, in a
// `parallel loop`, a `kernels loop independent` and a gang loop with an inner vector loop.
// A sum accumulated without a reduction clause is an implicit reduction.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define NX 512
#define NY 256

static double u[NX * NY], unew[NX * NY], ref[NX * NY];

static void step_host(const double *in, double *out) {
  for (int j = 1; j < NY - 1; j++)
    for (int i = 1; i < NX - 1; i++) {
      double lap = in[j * NX + i - 1] + in[j * NX + i + 1] + in[(j - 1) * NX + i] + in[(j + 1) * NX + i] -
                   4.0 * in[j * NX + i];
      out[j * NX + i] = in[j * NX + i] + 0.1 * lap;
    }
}

int main(void) {
  int errors = 0;
  for (int k = 0; k < NX * NY; k++)
    u[k] = (double)((k * 37) % 101) / 100.0;
  step_host(u, ref);

  // A temporary declared at function scope, written first in each iteration.
  double lap, flux;
  int i, j;
#pragma acc parallel loop copyin(u) copy(unew)
  for (j = 1; j < NY - 1; j++)
    for (i = 1; i < NX - 1; i++) {
      lap = u[j * NX + i - 1] + u[j * NX + i + 1] + u[(j - 1) * NX + i] + u[(j + 1) * NX + i] - 4.0 * u[j * NX + i];
      unew[j * NX + i] = u[j * NX + i] + 0.1 * lap;
    }
  for (j = 1; j < NY - 1; j++)
    for (i = 1; i < NX - 1; i++)
      if (fabs(unew[j * NX + i] - ref[j * NX + i]) > 1e-12)
        errors++;
  if (errors)
    printf("parallel loop: %d wrong\n", errors);

  for (int k = 0; k < NX * NY; k++)
    unew[k] = 0.0;
#pragma acc kernels loop independent copyin(u) copy(unew)
  for (j = 1; j < NY - 1; j++) {
#pragma acc loop independent
    for (i = 1; i < NX - 1; i++) {
      flux = u[j * NX + i + 1] - u[j * NX + i];
      lap = flux - (u[j * NX + i] - u[j * NX + i - 1]) + u[(j - 1) * NX + i] + u[(j + 1) * NX + i] -
            2.0 * u[j * NX + i];
      unew[j * NX + i] = u[j * NX + i] + 0.1 * lap;
    }
  }
  int kerrors = 0;
  for (j = 1; j < NY - 1; j++)
    for (i = 1; i < NX - 1; i++)
      if (fabs(unew[j * NX + i] - ref[j * NX + i]) > 1e-12)
        kerrors++;
  if (kerrors)
    printf("kernels loop independent: %d wrong\n", kerrors);
  errors += kerrors;

  // Gang loop over rows, vector loop over columns; the row sum accumulates without a clause.
  double total = 0.0, rowsum;
#pragma acc parallel loop gang copyin(u) reduction(+:total)
  for (j = 0; j < NY; j++) {
    rowsum = 0.0;
#pragma acc loop vector
    for (i = 0; i < NX; i++)
      rowsum += u[j * NX + i];
    total += rowsum;
  }
  double expect = 0.0;
  for (int k = 0; k < NX * NY; k++)
    expect += u[k];
  if (fabs(total - expect) > 1e-9 * expect) {
    printf("row sums: %f, expected %f\n", total, expect);
    errors++;
  }
  if (errors) {
    printf("FAILED\n");
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
