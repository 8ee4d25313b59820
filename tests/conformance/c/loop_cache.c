// 2.10 cache: the elements a loop iteration reads again and again may be cached; the directive is a
// hint and the results are those of the loop without it. A 1-D three-point smoother caching the
// neighbourhood of i, and a 2-D stencil caching a row segment, as the spec's examples write them.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>

#define N 100000
#define R 64
#define C 128

int main(void) {
  static double b[N], a[N], g[R][C], h[R][C];
  for (int i = 0; i < N; i++)
    b[i] = (i % 13) * 0.25;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      g[r][c] = r * 0.5 + c;
#pragma acc parallel loop copyin(b) copyout(a[1:N-2])
  for (int i = 1; i < N - 1; i++) {
#pragma acc cache(b[i-1:3])
    a[i] = (b[i - 1] + b[i] + b[i + 1]) / 3.0;
  }
#pragma acc parallel loop gang copyin(g) copyout(h[1:R-2][0:C])
  for (int r = 1; r < R - 1; r++) {
#pragma acc loop vector
    for (int c = 0; c < C; c++) {
#pragma acc cache(g[r-1:3][0:C])
      h[r][c] = g[r - 1][c] + g[r + 1][c] - 2.0 * g[r][c];
    }
  }
  int errors = 0;
  for (int i = 1; i < N - 1; i++)
    if (fabs(a[i] - (b[i - 1] + b[i] + b[i + 1]) / 3.0) > 1e-12)
      errors++;
  for (int r = 1; r < R - 1; r++)
    for (int c = 0; c < C; c++)
      if (h[r][c] != g[r - 1][c] + g[r + 1][c] - 2.0 * g[r][c])
        errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
