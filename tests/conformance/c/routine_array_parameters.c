// Array parameters of routine functions as C99 writes them: variable-length (`double a[n][m]`,
// three dimensions, a pointer to a VLA row), `static` and qualified sizes (`v[static 4]`,
// `v[const]`), called from a region with a fixed-size array and from another routine.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine seq
static double row_sum(int n, int m, const double a[n][m], int r) {
  double s = 0;
  for (int j = 0; j < m; j++)
    s += a[r][j];
  return s;
}

#pragma acc routine seq
static double ends(const double v[static 4]) { return v[0] + v[3]; }

#pragma acc routine seq
static double second(double v[const]) { return v[1]; }

#pragma acc routine seq
static double cube_trace(int n, double c[n][n][n]) {
  double s = 0;
  for (int k = 0; k < n; k++)
    s += c[k][k][k] + row_sum(n, n, c[k], k);
  return s;
}

#pragma acc routine seq
static void scale_rows(int m, double (*rows)[m], int count, double f) {
  for (int r = 0; r < count; r++)
    for (int j = 0; j < m; j++)
      rows[r][j] *= f;
}

#define N 8
#define M 6
#define C 4

int main(void) {
  double a[N][M], cube[N][C][C][C], out[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i + 0.5 * j;
  for (int i = 0; i < N; i++)
    for (int x = 0; x < C * C * C; x++)
      (&cube[i][0][0][0])[x] = i + x;
#pragma acc parallel loop copyin(a) copy(cube) copyout(out)
  for (int i = 0; i < N; i++) {
    scale_rows(C, cube[i][1], 2, 2.0);
    out[i] = row_sum(N, M, a, i) + ends(a[i]) + second(a[i]) + cube_trace(C, cube[i]);
  }
  int errors = 0;
  for (int i = 0; i < N; i++) {
    scale_rows(C, cube[i][1], 2, 0.5);
    double expect = row_sum(N, M, a, i) + ends(a[i]) + second(a[i]);
    scale_rows(C, cube[i][1], 2, 2.0);
    expect += cube_trace(C, cube[i]);
    if (out[i] != expect && errors++ < 5)
      printf("row %d: %g, expected %g\n", i, out[i], expect);
  }
  if (errors)
    return 1;
  printf("PASS routine_array_parameters\n");
  return 0;
}
