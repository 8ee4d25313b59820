// A loop variable that points to a row of a 2-D array, `for (double (*row)[m] = u; row < u + n;
// row++)` (C11 6.7.6.2, 6.5.6: the pointer moves a whole row per step), under loop directives:
// rows of variable length (a combined construct, a loop inside a parallel region with a step of 2
// and the row's index `row - u`, a loop seq, kernels) and of constant length (`double (*row)[7]`),
// and a loop variable of such a type declared before the loop (private, or implicitly so in a
// parallel loop and in a kernels region without a loop directive), also in a collapsed nest.
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  int n = 50, m = 7, bad = 0;
  double (*u)[m] = malloc(sizeof(double[n][m]));
  double (*f)[7] = malloc(sizeof(double[n][7]));
  double (*r)[m];
  int idx[50];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j] = f[i][j] = i * 10 + j;
#pragma acc parallel loop copy(u[0:n][0:m])
  for (double (*row)[m] = u; row < u + n; row++)
    (*row)[0] = -(*row)[0];
#pragma acc parallel copy(u[0:n][0:m]) copyout(idx)
  {
#pragma acc loop gang vector
    for (double (*row)[m] = u; row < u + n; row += 2) {
      idx[row - u] = (int)(row - u);
      row[0][1] += 0.5;
    }
#pragma acc loop gang
    for (int i = 1; i < n; i += 2) {
      double s = 0;
#pragma acc loop seq
      for (double (*row)[m] = u + i; row <= u + i; row++)
        s += (*row)[2];
      idx[i] = (int)s;
    }
  }
#pragma acc kernels loop independent copy(u[0:n][0:m])
  for (double (*row)[m] = u + n - 1; row >= u; row--)
    (*row)[3] *= 2;
#pragma acc parallel loop copy(f[0:n][0:7])
  for (double (*row)[7] = f; row != f + n; row++)
    (*row)[6] += (*row)[0];
#pragma acc parallel loop copy(u[0:n][0:m]) private(r)
  for (r = u; r < u + n; r++)
    r[0][4] = r - u;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      double want = j == 0 ? -(i * 10.0) : i * 10 + j;
      want += j == 1 && i % 2 == 0 ? 0.5 : 0;
      want *= j == 3 ? 2 : 1;
      want = j == 4 ? i : want;
      bad += u[i][j] != want;
    }
    bad += f[i][6] != i * 10 + 6 + i * 10;
    bad += idx[i] != (i % 2 == 0 ? i : i * 10 + 2);
  }
  double (*v)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = i;
#pragma acc parallel loop copy(v[0:n][0:m])
  for (r = v; r < v + n; r++)
    r[0][1] += 1;
#pragma acc kernels copy(v[0:n][0:m])
  for (r = v; r < v + n; r++)
    r[0][2] += 2;
#pragma acc parallel loop collapse(2) copy(v[0:n][0:m])
  for (double (*q)[m] = v; q < v + n; q++)
    for (int j = 3; j < m; j++)
      q[0][j] = -q[0][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      bad += v[i][j] != (j == 1 ? i + 1 : j == 2 ? i + 2 : j >= 3 ? -i : i);
  free(u);
  free(f);
  free(v);
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
