// 2.5.2: a kernels loop runs in parallel when its iterations are independent, also when its
// subscripts come from an index helper (`idx(i, j, ny)`), its rows through a row pointer into a
// 2-D array (`double *row = A[i]`), its results from a routine writing the iteration's own
// variables through their addresses, or a scalar from an inner loop that always runs. Each result
// is the sequential one, and so are those of the look-alikes that are not independent: a helper
// reaching the next row, a row pointer to another iteration's row, a scalar read before the inner
// loop sets it.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define R 300
#define C 200
#define M 64

static double A[R][C], B[R][C], c[R][M], out[R], ref[R], x[R * C], y[R], z[R];

#pragma acc routine seq
static inline int idx(int i, int j, int ny) { return i * ny + j; }
#pragma acc routine seq
static void split(double v, double *u, double *p) {
  *u = v * 0.5;
  *p = v * v;
}
#pragma acc routine seq
static void addTo(double v, double *u) { *u += v; }

static int check(const char *what, double got, double want, int at) {
  if (got == want)
    return 0;
  fprintf(stderr, "FAIL: %s at %d: %g, want %g\n", what, at, got, want);
  return 1;
}

int main(void) {
  int errors = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < M; j++)
      c[i][j] = i + j;

#pragma acc kernels copyout(x)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      x[idx(i, j, C)] = i + j;
  for (int i = 0; i < R && !errors; i++)
    for (int j = 0; j < C && !errors; j++)
      errors += check("helper subscript", x[i * C + j], i + j, i * C + j);

  // A column past the row is the next row's first element: each row adds to the next.
#pragma acc kernels copy(x)
  for (int i = 0; i < R - 1; i++)
    for (int j = 0; j <= C; j++)
      x[idx(i, j, C)] = x[idx(i, j, C)] + (j == C ? x[idx(i, 0, C)] : 0);
  for (int i = 1; i < R && !errors; i++)
    errors += check("overlapping rows", x[i * C], i + x[(i - 1) * C], i * C);

#pragma acc kernels copyout(A, B)
  for (int i = 0; i < R; i++) {
    double *row = A[i], *other = &B[i][0];
    for (int j = 0; j < C; j++) {
      row[j] = i + j;
      other[j] = i - j;
    }
  }
  for (int i = 0; i < R && !errors; i++)
    for (int j = 0; j < C && !errors; j++)
      errors += check("row pointer", A[i][j] + B[i][j], 2.0 * i, i);

  // Each row is built from the row before, which the previous iteration wrote.
#pragma acc kernels copy(A)
  for (int i = 0; i < R - 1; i++) {
    double *next = A[i + 1];
    for (int j = 0; j < C; j++)
      next[j] = A[i][j] + 1;
  }
  for (int i = 0; i < R && !errors; i++)
    errors += check("row recurrence", A[i][5], 5.0 + i, i);

  for (int i = 0; i < R; i++)
    out[i] = i;
#pragma acc kernels copyin(out) copyout(y, z)
  for (int i = 0; i < R; i++) {
    double u, p;
    split(out[i], &u, &p);
    addTo(1.0, &u);
    y[i] = u;
    z[i] = p;
  }
  for (int i = 0; i < R && !errors; i++)
    errors += check("out parameters", y[i] + z[i], 0.5 * i + 1 + (double)i * i, i);

  double q = -1;
#pragma acc kernels copyin(c) copyout(out)
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < M; j++)
      q = c[i][j];
    out[i] = q;
  }
  for (int i = 0; i < R && !errors; i++)
    errors += check("inner loop definition", out[i], i + M - 1, i);

  // Read before the inner loop sets it: the previous row's last element.
  q = -1;
#pragma acc kernels copyin(c) copyout(out) copy(q)
  for (int i = 0; i < R; i++) {
    out[i] = q;
    for (int j = 0; j < M; j++)
      q = c[i][j];
  }
  for (int i = 0; i < R; i++)
    ref[i] = i == 0 ? -1 : i - 1 + M - 1;
  for (int i = 0; i < R && !errors; i++)
    errors += check("scalar read before its inner loop", out[i], ref[i], i);

  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
