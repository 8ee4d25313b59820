// A pointer variable named bare in a compute construct's data clause (copy(p), copyin(p),
// copyout(q), create(q), firstprivate(p); copy(A) of a parameter `double A[][M]`, a pointer in C)
// names the pointer only (2.7.2, as GCC and NVHPC read it). Where the data it points to is present
// (enter data, a data construct around the call), the device copy of the pointer points to that
// data's device copy (the attach action; firstprivate's copies are translated as a pointer without
// a clause is), and copy(p) leaves the host's p its own value.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#define M 8

static void scale_rows(int n, double A[][M]) {
#pragma acc parallel loop copy(A)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      A[i][j] *= 2;
}

static void add_one(double *p, int n) {
#pragma acc kernels copyin(p)
  for (int i = 0; i < n; i++)
    p[i] += 1;
}

int main(void) {
  const int n = 1000;
  static double A[20][M];
  double *p = (double *)malloc(n * sizeof(double)), *q = (double *)malloc(n * sizeof(double));
  double *const p0 = p, *const q0 = q;
  int errors = 0;
  for (int i = 0; i < n; i++)
    p[i] = i, q[i] = -1;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = i + j;
#pragma acc enter data copyin(p[0:n]) create(q[0:n])
#pragma acc parallel loop copy(p)
  for (int i = 0; i < n; i++)
    p[i] *= 2; // 2i
#pragma acc parallel loop copyin(p) copyout(q)
  for (int i = 0; i < n; i++)
    q[i] = p[i] + 1; // 2i + 1
#pragma acc parallel loop firstprivate(p)
  for (int i = 0; i < n; i++)
    p[i] += q[i]; // 4i + 1
#pragma acc parallel loop create(q) copyin(p)
  for (int i = 0; i < n; i++)
    q[i] = p[i] - 1; // 4i
  add_one(q, n); // 4i + 1
  if (p != p0 || q != q0) {
    fprintf(stderr, "FAIL: the host pointers changed (%p %p, were %p %p)\n", (void *)p, (void *)q, (void *)p0,
            (void *)q0);
    return 1;
  }
#pragma acc exit data copyout(p[0:n], q[0:n])
#pragma acc data copy(A)
  scale_rows(20, A);
  for (int i = 0; i < n; i++)
    if (p[i] != 4.0 * i + 1 || q[i] != 4.0 * i + 1) {
      if (errors < 10)
        fprintf(stderr, "FAIL: p[%d] = %g, q[%d] = %g, expected %g\n", i, p[i], i, q[i], 4.0 * i + 1);
      ++errors;
    }
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < M; j++)
      if (A[i][j] != 2.0 * (i + j)) {
        if (errors < 10)
          fprintf(stderr, "FAIL: A[%d][%d] = %g, expected %g\n", i, j, A[i][j], 2.0 * (i + j));
        ++errors;
      }
  free(p);
  free(q);
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
