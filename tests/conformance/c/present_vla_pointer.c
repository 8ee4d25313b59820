// `present(u)` of a pointer to a variable-length array (`double (*u)[m]`) whose rows a data
// construct mapped (2.7.4: the region uses the device copy of what u points to), and the same
// pointer used without a clause.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 40, m = 33;
  double (*u)[m] = malloc(sizeof(double[n][m]));
  double (*v)[m] = malloc(sizeof(double[n][m]));
#pragma acc data copyout(u[0:n][0:m], v[0:n][0:m])
  {
#pragma acc parallel loop present(u)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        u[i][j] = i * m + j;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        v[i][j] = 2 * u[i][j];
  }
  int errors = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      errors += u[i][j] != i * m + j || v[i][j] != 2 * (i * m + j);
  free(u);
  free(v);
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS present_vla_pointer\n");
  return 0;
}
