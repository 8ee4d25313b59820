/* 2.5.15: a reduction variable may be an array element; here elements of two subscripts, the
   inner loop of a matrix product reducing into c[i][j] (the loops around it choose the element):
   a C array of arrays, a pointer to pointers (rows mapped as m[0:n][0:n]), a pointer to rows, and
   a maximum. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define NI 12
#define NJ 9
#define NK 40

static double a[NI][NK], b[NK][NJ], c[NI][NJ];

int main(void) {
  int i, j, k, errors = 0;
  double **m = malloc(NI * sizeof *m);
  double (*w)[NJ] = malloc(sizeof(double[NI][NJ]));
  float top[NI][NJ];
  for (i = 0; i < NI; i++) {
    m[i] = malloc(NJ * sizeof **m);
    for (k = 0; k < NK; k++)
      a[i][k] = (i + k) % 5;
  }
  for (k = 0; k < NK; k++)
    for (j = 0; j < NJ; j++)
      b[k][j] = (k * j) % 7 - 3;

#pragma acc parallel loop gang collapse(2) copyin(a, b) copyout(c, top)
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) {
      c[i][j] = 1.0;
      top[i][j] = -100.0f;
#pragma acc loop vector reduction(+:c[i][j])
      for (k = 0; k < NK; k++)
        c[i][j] += a[i][k] * b[k][j];
#pragma acc loop vector reduction(max:top[i][j])
      for (k = 0; k < NK; k++)
        top[i][j] = a[i][k] * b[k][j] > top[i][j] ? (float)(a[i][k] * b[k][j]) : top[i][j];
    }

#pragma acc parallel loop gang copyin(a, b) copyout(m[0:NI][0:NJ], w[0:NI])
  for (i = 0; i < NI; i++)
#pragma acc loop worker
    for (j = 0; j < NJ; j++) {
      m[i][j] = 0.0;
      w[i][j] = 2.0;
#pragma acc loop vector reduction(+:m[i][j]) reduction(*:w[i][j])
      for (k = 0; k < NK; k++) {
        m[i][j] += a[i][k] - b[k][j];
        w[i][j] *= k % 8 == 0 ? 2.0 : 1.0;
      }
    }

  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) {
      double sum = 1.0, diff = 0.0, prod = 2.0;
      float hi = -100.0f;
      for (k = 0; k < NK; k++) {
        sum += a[i][k] * b[k][j];
        diff += a[i][k] - b[k][j];
        prod *= k % 8 == 0 ? 2.0 : 1.0;
        hi = a[i][k] * b[k][j] > hi ? (float)(a[i][k] * b[k][j]) : hi;
      }
      if (c[i][j] != sum || m[i][j] != diff || w[i][j] != prod || top[i][j] != hi) {
        if (errors < 5)
          printf("[%d][%d]: c %g (want %g), m %g (want %g), w %g (want %g), top %g (want %g)\n", i, j, c[i][j],
                 sum, m[i][j], diff, w[i][j], prod, top[i][j], hi);
        errors++;
      }
    }
  for (i = 0; i < NI; i++)
    free(m[i]);
  free(m);
  free(w);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
