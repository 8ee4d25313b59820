// 3.3 2.5.10 and 2.9.2: num_gangs with three dimensions and gang(dim:) loops. A gang(dim:3) loop
// holds a gang(dim:2) loop, which holds a gang(dim:1) vector loop: each element is updated by
// exactly one gang. A gang(dim:1) loop in a construct with two dimensions of gangs runs once per
// gang of dimension 2 (gang-redundant along it), so an idempotent store stays correct; the count
// of gangs that ran is num_gangs' product.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

enum { NK = 6, NJ = 10, NI = 70 };
static double a[NK][NJ][NI];
static double b[NJ * NI];

int main(void) {
  int errors = 0;
#pragma acc parallel num_gangs(2, 3, 4) vector_length(32) copy(a)
  {
#pragma acc loop gang(dim:3)
    for (int k = 0; k < NK; k++)
#pragma acc loop gang(dim:2)
      for (int j = 0; j < NJ; j++)
#pragma acc loop gang vector
        for (int i = 0; i < NI; i++)
          a[k][j][i] += k * 100 + j * 10 + i;
  }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      for (int i = 0; i < NI; i++)
        if (a[k][j][i] != k * 100 + j * 10 + i && errors++ < 5)
          fprintf(stderr, "FAIL: a[%d][%d][%d] = %g\n", k, j, i, a[k][j][i]);

  int ran = 0;
#pragma acc parallel loop gang num_gangs(5, 2) copyout(b) copy(ran)
  for (int i = 0; i < NJ * NI; i++) {
    b[i] = 2.0 * i;
    if (i == 0) {
#pragma acc atomic update
      ran += 1;
    }
  }
  for (int i = 0; i < NJ * NI; i++)
    if (b[i] != 2.0 * i && errors++ < 5)
      fprintf(stderr, "FAIL: b[%d] = %g\n", i, b[i]);
  // Iteration 0 runs once for each gang along dimension 2 (on the host target: one gang).
  int want = 1;
#ifdef _OPENACC
  if (acc_get_device_type() != acc_device_host)
    want = 2;
#endif
  if (ran != want && errors++ < 5)
    fprintf(stderr, "FAIL: iteration 0 ran %d times, expected %d\n", ran, want);
  if (errors)
    return 1;
  printf("gang dimensions: OK\n");
  return 0;
}
