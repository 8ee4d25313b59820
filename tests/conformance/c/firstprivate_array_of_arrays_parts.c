/* 2.5.14 with the var forms of 1.6 (a member, an array element, a subarray): firstprivate of a
   part of a variable whose type is an array of arrays, a struct's `double m[3][3]` (`t.m`), an
   element `a[1]` of `double a[2][3][3]` and a section `a[0:1]`. Each gang's copy starts as the
   original and stays its own; the original is unchanged. (Clang 22 crashed building the copy of
   each; plain names work since firstprivate_array_of_arrays.) */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64
#define GANGS 4

struct transform {
  double m[3][3];
  double shift;
};

int main(void) {
  struct transform t;
  double a[2][3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      t.m[i][j] = 3 * i + j + 1;
      a[0][i][j] = 10 * i + j;
      a[1][i][j] = 100 + 10 * i + j;
    }
  t.shift = 0.5;
  double out[N], twice[N], first[N];
  int errors = 0;

  // A member: read in every iteration.
#pragma acc parallel loop firstprivate(t.m) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = t.m[i % 3][(i + 1) % 3] + i;
  for (int i = 0; i < N; i++) {
    double want = 3 * (i % 3) + (i + 1) % 3 + 1 + i;
    if (out[i] != want && errors++ < 5)
      printf("FAIL: member out[%d] = %g, want %g\n", i, out[i], want);
  }

  // An element: each gang doubles its own copy once (gang-redundant code), then reads it.
#pragma acc parallel num_gangs(GANGS) firstprivate(a[1]) copyout(twice)
  {
    for (int r = 0; r < 3; r++)
      for (int k = 0; k < 3; k++)
        a[1][r][k] *= 2;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      twice[i] = a[1][i % 3][(i + 2) % 3];
  }
  for (int i = 0; i < N; i++) {
    double want = 2 * (100 + 10 * (i % 3) + (i + 2) % 3);
    if (twice[i] != want && errors++ < 5)
      printf("FAIL: element twice[%d] = %g, want %g\n", i, twice[i], want);
  }

  // A section of one element, beside a member that is not an array, written without blanks: each
  // gang raises its own copy once.
#pragma acc parallel num_gangs(GANGS) firstprivate(a[0:1],t.shift) copyout(first)
  {
    a[0][0][0] += t.shift;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      first[i] = a[0][0][0] + a[0][2][i % 3];
  }
  for (int i = 0; i < N; i++) {
    double want = 0.5 + 20 + i % 3;
    if (first[i] != want && errors++ < 5)
      printf("FAIL: section first[%d] = %g, want %g\n", i, first[i], want);
  }

#ifdef _OPENACC /* (run without the directives, the region's writes are the originals') */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      if ((t.m[i][j] != 3 * i + j + 1 || a[0][i][j] != 10 * i + j || a[1][i][j] != 100 + 10 * i + j) &&
          errors++ < 5)
        printf("FAIL: an original changed at (%d, %d)\n", i, j);
#endif
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
