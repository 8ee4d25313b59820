// kernels: a recurrence down the rows of a matrix stored flat, each row computed from the one
// before (q[r * nc + c] from q[(r - 1) * nc + c - 1 .. c + 1]); the loop along a row runs in
// parallel and the result matches the sequential one exactly.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void sweep(int nr, int nc, double *restrict q) {
#pragma acc kernels copy(q[0:nr * nc])
  for (int r = 1; r < nr; r++)
    for (int c = 1; c < nc - 1; c++)
      q[r * nc + c] = 0.25 * (q[(r - 1) * nc + c - 1] + 2.0 * q[(r - 1) * nc + c] + q[(r - 1) * nc + c + 1]);
}

int main(void) {
  int nr = 300, nc = 257;
  double *q = malloc(sizeof(double) * nr * nc), *e = malloc(sizeof(double) * nr * nc);
  for (int k = 0; k < nr * nc; k++)
    q[k] = e[k] = (k * 37) % 101;
  sweep(nr, nc, q);
  for (int r = 1; r < nr; r++)
    for (int c = 1; c < nc - 1; c++)
      e[r * nc + c] = 0.25 * (e[(r - 1) * nc + c - 1] + 2.0 * e[(r - 1) * nc + c] + e[(r - 1) * nc + c + 1]);
  int errors = 0;
  for (int k = 0; k < nr * nc; k++)
    errors += q[k] != e[k];
  free(q);
  free(e);
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS kernels_flattened_row_recurrence\n");
  return 0;
}
