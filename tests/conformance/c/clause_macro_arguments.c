// Clause arguments written as macros: array bounds (copyin(a[0:N]), copy(c[0:HALF])), a section
// built by a function-like macro, num_gangs/vector_length/collapse values and a reduction
// variable named through a macro (2.5.10-2.5.12, 2.6.5, 2.9.1, 2.9.11).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NX 64
#define NY 50
#define N (NX * NY)
#define HALF (N / 2)
#define NGANGS 16
#define VLEN 32
#define DEPTH 2
#define WHOLE(p) p[0:N]
#define IDX(i, j) ((i) * NY + (j))
#define TOTAL total_sum

int main(void)
{
  int errors = 0;
  double *a = malloc(N * sizeof(double));
  double *b = malloc(N * sizeof(double));
  double *c = malloc(HALF * sizeof(double));
  double TOTAL = 0.0;
  for (int i = 0; i < N; ++i)
    a[i] = i % 7;
  for (int i = 0; i < HALF; ++i)
    c[i] = 1.0;

#pragma acc parallel loop collapse(DEPTH) num_gangs(NGANGS) vector_length(VLEN) copyin(a[0:N]) copyout(WHOLE(b))
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      b[IDX(i, j)] = a[IDX(i, j)] + i;

#pragma acc parallel loop copy(c[0:HALF]) copyin(WHOLE(b)) reduction(+:TOTAL)
  for (int k = 0; k < HALF; ++k) {
    c[k] += b[k + HALF];
    TOTAL += b[k];
  }

  double etotal = 0.0;
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j) {
      int k = IDX(i, j);
      double e = k % 7 + i;
      if (b[k] != e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: b[%d] = %g, expected %g\n", k, b[k], e);
        ++errors;
      }
      if (k < HALF)
        etotal += e;
      else if (c[k - HALF] != 1.0 + e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: c[%d] = %g, expected %g\n", k - HALF, c[k - HALF], 1.0 + e);
        ++errors;
      }
    }
  if (total_sum != etotal) {
    fprintf(stderr, "FAIL: total = %g, expected %g\n", total_sum, etotal);
    ++errors;
  }
  free(a);
  free(b);
  free(c);
  return errors != 0;
}
