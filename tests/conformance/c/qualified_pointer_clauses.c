// 2.7 data clauses naming a pointer without a section ("the pointer or its target", as NVHPC
// reads it) whose type is qualified: `double *restrict`, `const double *restrict` (a CSR
// matrix's row pointers and values), `double *volatile`. Inside a data construct that made the
// data present, present(y), copy(y), copyin(y) and create(y) on a compute construct reach the same
// data (lit/lowering/qualified_pointer_clauses has no_create), on every target.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 100

static void scale(int n, double *restrict y) {
#pragma acc parallel loop present(y)
  for (int i = 0; i < n; ++i)
    y[i] *= 2.0;
}

static void add_one(int n, double *restrict y) {
#pragma acc parallel loop copy(y)
  for (int i = 0; i < n; ++i)
    y[i] += 1.0;
}

// y = A x for a tridiagonal A in CSR form.
static void spmv(int n, const int *restrict row, const int *restrict col, const double *restrict val,
                 const double *restrict x, double *restrict y) {
#pragma acc parallel loop copyin(row, col, val, x) present(y)
  for (int i = 0; i < n; ++i) {
    double sum = 0.0;
    for (int k = row[i]; k < row[i + 1]; ++k)
      sum += val[k] * x[col[k]];
    y[i] = sum;
  }
}

static void negate(int n, double *volatile y) {
#pragma acc parallel loop create(y)
  for (int i = 0; i < n; ++i)
    y[i] = -y[i];
}

int main(void) {
  double y[N], x[N], val[3 * N], z[N];
  int row[N + 1], col[3 * N], nnz = 0;
  for (int i = 0; i < N; ++i) {
    y[i] = i;
    x[i] = 1.0 + i % 7;
    row[i] = nnz;
    for (int j = i - 1; j <= i + 1; ++j)
      if (j >= 0 && j < N) {
        col[nnz] = j;
        val[nnz++] = j == i ? 2.0 : -1.0;
      }
  }
  row[N] = nnz;
#pragma acc data copy(y) copyin(row, col[0:nnz], val[0:nnz], x) copyout(z)
  {
    scale(N, y);
    add_one(N, y);
    negate(N, y);
    spmv(N, row, col, val, x, z);
  }
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    double expect = 2.0 * x[i] - (i > 0 ? x[i - 1] : 0.0) - (i + 1 < N ? x[i + 1] : 0.0);
    if (y[i] != -(2.0 * i + 1.0) || z[i] != expect) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: y[%d] = %g, z = %g; expected %g, %g\n", i, y[i], z[i], -(2.0 * i + 1.0), expect);
    }
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
