/* 2.5.14: firstprivate of an array of arrays whose name the file never subscripts twice: a
   `Mat c` of `typedef double Mat[3][3]` and a `Row t[2]` of `typedef int Row[4]`, read and
   written only through their rows (`double *r = c[i]`), as a 3x3 transform passed around by
   type name is. Each gang's copy starts as the original, whole, and stays its own; the original
   is unchanged. (Clang 22 crashed building the copy of one.) */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64
#define GANGS 4

typedef double Mat[3][3];
typedef int Row[4];

static double trace_of(const double *r0, const double *r1, const double *r2) { return r0[0] + r1[1] + r2[2]; }

int main(void) {
  Mat c;
  Row t[2];
  for (int i = 0; i < 3; i++) {
    double *r = c[i];
    for (int j = 0; j < 3; j++)
      r[j] = 3 * i + j + 1;
  }
  for (int i = 0; i < 2; i++) {
    int *r = t[i];
    for (int j = 0; j < 4; j++)
      r[j] = 10 * i + j;
  }
  double out[N], twice[N];
  int errors = 0;

#pragma acc parallel loop firstprivate(c, t) copyout(out)
  for (int i = 0; i < N; i++) {
    const double *row = c[i % 3];
    const int *trow = t[i % 2];
    out[i] = row[(i + 1) % 3] + trow[i % 4] + i;
  }
  for (int i = 0; i < N; i++) {
    double want = (3 * (i % 3) + (i + 1) % 3 + 1) + (10 * (i % 2) + i % 4) + i;
    if (out[i] != want && errors++ < 5)
      printf("FAIL: out[%d] = %g, want %g\n", i, out[i], want);
  }

  // Each gang doubles its own copy once (gang-redundant code), then reads it.
#pragma acc parallel num_gangs(GANGS) firstprivate( c) copyout(twice)
  {
    for (int r = 0; r < 3; r++) {
      double *row = c[r];
      for (int k = 0; k < 3; k++)
        row[k] *= 2;
    }
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      twice[i] = trace_of(c[0], c[1], c[2]) + i;
  }
  for (int i = 0; i < N; i++)
    if (twice[i] != 2 * (1 + 5 + 9) + i && errors++ < 5)
      printf("FAIL: twice[%d] = %g, want %g\n", i, twice[i], 2.0 * 15 + i);
  for (int i = 0; i < 3; i++) {
    double *r = c[i];
    for (int j = 0; j < 3; j++)
      if (r[j] != 3 * i + j + 1 && errors++ < 5)
        printf("FAIL: the original c changed: %g at (%d, %d)\n", r[j], i, j);
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
