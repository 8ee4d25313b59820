// A routine gang(dim:2) called inside a loop gang(dim:3) (2.15.1: such a routine is called from
// code gang-redundant in dimensions 2 and 1, which a gang(dim:3) loop is; only a gang(dim:1) or
// gang(dim:2) loop around the call is excluded): each plane k of the gang(dim:3) loop is filled by
// the routine's gang(dim:2) loop, with a three-dimensional num_gangs and with the default gangs.
// A gang(dim:1) routine inside a gang(dim:2) loop, the same one level down.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NK 4
#define NJ 8
#define NI 50

#pragma acc routine gang(dim:2)
static void plane(double *p, int k) {
#pragma acc loop gang(dim:2)
  for (int j = 0; j < NJ; j++)
    p[j] = k * 100 + j;
}

#pragma acc routine gang(dim:1)
static void row(double *r, int j) {
#pragma acc loop gang(dim:1) vector
  for (int i = 0; i < NI; i++)
    r[i] = j * 1000 + i;
}

int main(void) {
  static double a[NK][NJ], b[NK][NJ], c[NJ][NI];
  int errors = 0;
#pragma acc parallel num_gangs(NK, 3, 1) copyout(a)
  {
#pragma acc loop gang(dim:3)
    for (int k = 0; k < NK; k++)
      plane(a[k], k);
  }
#pragma acc parallel copyout(b)
  {
#pragma acc loop gang(dim:3)
    for (int k = 0; k < NK; k++)
      plane(b[k], k);
  }
#pragma acc parallel num_gangs(5, 2) copyout(c)
  {
#pragma acc loop gang(dim:2)
    for (int j = 0; j < NJ; j++)
      row(c[j], j);
  }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      errors += a[k][j] != k * 100 + j || b[k][j] != k * 100 + j;
  for (int j = 0; j < NJ; j++)
    for (int i = 0; i < NI; i++)
      errors += c[j][i] != j * 1000 + i;
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS routine_gang_dim_in_higher_gang_loop\n");
  return 0;
}
