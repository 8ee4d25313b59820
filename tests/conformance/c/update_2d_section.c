// 2.14.4 update of a 2-D section of a row-major array, a[i:n][j:m] with a partial second
// dimension: the n rows of m elements move as one strided copy (cudaMemcpy2DAsync on NVIDIA),
// and only they move. Both directions, with async, with if_present, for an array and a pointer
// to rows.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define R 64
#define C 48

static double g[R][C];

int main(void) {
  int errors = 0;
  double(*a)[C] = (double(*)[C])malloc(sizeof(double[R][C]));
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      a[i][j] = g[i][j] = 0.0;
  int discrete = acc_copyin(a, sizeof(double[R][C])) != (void *)a;
#pragma acc enter data copyin(g)
#pragma acc parallel loop collapse(2) present(a[0:R][0:C], g)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      a[i][j] = i * 1000 + j;
      g[i][j] = -(i * 1000 + j);
    }
  /* rows 10..19, columns 5..14 of a come back; so do rows 3..4, columns 40..47 of g */
  int i0 = 10, ni = 10, j0 = 5, nj = 10;
#pragma acc update self(a[i0:ni][j0:nj], g[3:2][40:]) async(1)
#pragma acc wait(1)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      int in_a = i >= i0 && i < i0 + ni && j >= j0 && j < j0 + nj;
      int in_g = i >= 3 && i < 5 && j >= 40;
      double wa = (in_a || !discrete) ? i * 1000 + j : 0.0;
      double wg = (in_g || !discrete) ? -(i * 1000 + j) : 0.0;
      if (a[i][j] != wa || g[i][j] != wg) {
        if (errors < 10)
          fprintf(stderr, "FAIL: after update self a[%d][%d] = %g (expected %g), g = %g (expected %g)\n", i,
                  j, a[i][j], wa, g[i][j], wg);
        ++errors;
      }
    }
  /* host writes a block and sends only it; the device adds one to everything */
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      a[i][j] = 7.0;
#pragma acc update device(a[20:5][0:3])
#pragma acc parallel loop collapse(2) present(a[0:R][0:C])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      a[i][j] += 1.0;
  acc_copyout(a, sizeof(double[R][C]));
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      int in = i >= 20 && i < 25 && j < 3;
      double want = (in || !discrete) ? 8.0 : i * 1000 + j + 1.0;
      if (a[i][j] != want) {
        if (errors < 20)
          fprintf(stderr, "FAIL: after update device a[%d][%d] = %g, expected %g\n", i, j, a[i][j], want);
        ++errors;
      }
    }
  /* a is no longer present: if_present skips it */
#pragma acc update self(a[0:2][1:2]) if_present
#pragma acc exit data delete(g)
  free(a);
  return errors != 0;
}
