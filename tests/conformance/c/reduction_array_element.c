// 2.5.15 (3.3): an array element as a reduction variable (`reduction(+:parts[1])`) reduces that
// element alone, like the section parts[1:1]; the other elements keep their values. The subscript
// may be a run-time value (a residual per rank, `res[r]`) and the array a pointer's (`p[k]`).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 20000;
  long parts[3] = {7, 100, -5}, step = 7;
  double extremes[4] = {0.0, -1.0e30, 0.0, 0.0};
  int errors = 0;

#pragma acc parallel loop reduction(+:parts[1])
  for (int i = 0; i < n; i++)
    parts[1] += i % 10 + step;

#pragma acc parallel
  {
#pragma acc loop gang vector reduction(max:extremes[1])
    for (int i = 0; i < n; i++) {
      double v = (double)((i * 7919) % 10007);
      if (v > extremes[1])
        extremes[1] = v;
    }
  }

  // One residual per rank, each accumulated by its own region.
  double u[4][500], res[4] = {0, 0, 0, 0};
  long *counts = calloc(3, sizeof *counts);
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < 500; i++)
      u[r][i] = (r + 1) * 0.5;
  for (int r = 0; r < 4; r++) {
#pragma acc parallel loop copyin(u[r:1]) reduction(+:res[r])
    for (int i = 0; i < 500; i++)
      res[r] += u[r][i];
  }
  for (int k = 0; k < 3; k++) {
#pragma acc parallel loop reduction(max: counts[k], res[3])
    for (int i = 0; i < 100; i++) {
      counts[k] = counts[k] > i * (k + 1) ? counts[k] : i * (k + 1);
      res[3] = res[3] > i ? res[3] : i;
    }
  }
  for (int r = 0; r < 3; r++)
    if (res[r] != 250.0 * (r + 1) || counts[r] != 99 * (r + 1)) {
      fprintf(stderr, "FAIL: res[%d] = %g (want %g), counts[%d] = %ld\n", r, res[r], 250.0 * (r + 1), r, counts[r]);
      ++errors;
    }
  if (res[3] != 1000.0) {
    fprintf(stderr, "FAIL: res[3] = %g, want 1000\n", res[3]);
    ++errors;
  }
  free(counts);

  long want = 100;
  for (int i = 0; i < n; i++)
    want += i % 10 + 7;
  if (parts[0] != 7 || parts[1] != want || parts[2] != -5) {
    fprintf(stderr, "FAIL: parts = %ld %ld %ld, expected 7 %ld -5\n", parts[0], parts[1], parts[2], want);
    ++errors;
  }
  if (extremes[1] != 10006.0 || extremes[0] != 0.0 || extremes[2] != 0.0) {
    fprintf(stderr, "FAIL: extremes[1] = %g, expected 10006\n", extremes[1]);
    ++errors;
  }
  if (errors)
    return 1;
  printf("reduction_array_element: OK\n");
  return 0;
}
