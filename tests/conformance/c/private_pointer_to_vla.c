// A pointer to a variable-length row declared before the construct (C89 style) and named in a
// private clause (2.5.13, 2.9.10): on a combined construct, on a parallel construct whose loop sets
// it, and on an inner loop, each thread's copy pointing to its own row of `double (*u)[m]`.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int n = 20, m = 6, bad = 0;
  double (*u)[m] = malloc(sizeof(double[n][m]));
  double (*rowp)[m], (*below)[m];
  double out[20], two[20], inner[20];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j] = i * 10 + j;
#pragma acc parallel loop copyin(u[0:n][0:m]) copyout(out) private(rowp)
  for (int i = 0; i < n; i++) {
    rowp = u + i;
    out[i] = (*rowp)[1] + sizeof(*rowp) / sizeof(double);
  }
#pragma acc parallel copyin(u[0:n][0:m]) copyout(two) private(rowp, below) num_gangs(4)
  {
#pragma acc loop gang
    for (int i = 0; i < n - 1; i++) {
      rowp = &u[i];
      below = rowp + 1;
      two[i] = rowp[0][2] + below[0][2];
    }
  }
#pragma acc parallel loop gang copyin(u[0:n][0:m]) copyout(inner)
  for (int i = 0; i < n; i++) {
    double s = 0;
#pragma acc loop vector reduction(+:s) private(rowp)
    for (int j = 0; j < m; j++) {
      rowp = u + i;
      s += rowp[0][j];
    }
    inner[i] = s;
  }
  for (int i = 0; i < n; i++) {
    bad += out[i] != i * 10 + 1 + m;
    bad += i < n - 1 && two[i] != i * 10 + 2 + (i + 1) * 10 + 2;
    bad += inner[i] != i * 10 * m + m * (m - 1) / 2;
  }
  free(u);
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
