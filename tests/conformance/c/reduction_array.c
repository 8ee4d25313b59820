// 2.5.15 reductions on arrays and array sections: a histogram accumulated with reduction(+:) on a
// whole C array, on a section of a C array with a non-zero lower bound, and on a section of a
// pointer; max over a section on the compute construct; a vector loop reduction of an array nested
// in a gang loop reduction of the same array.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define BINS 16

int main(void) {
  const int n = 100000;
  int *keys = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    keys[i] = (i * 37 + 11) % 1000;

  long hist[BINS] = {0};
  int window[BINS + 4] = {0};
  double *peaks = calloc(8, sizeof(double));
  unsigned short counts[4] = {0};
  int errors = 0;

#pragma acc data copyin(keys[0:n])
  {
#pragma acc parallel loop reduction(+:hist)
    for (int i = 0; i < n; i++)
      hist[keys[i] % BINS] += 1;

#pragma acc parallel loop reduction(+:window[2:BINS])
    for (int i = 0; i < n; i++)
      window[2 + keys[i] % BINS] += 2;

#pragma acc parallel reduction(max:peaks[0:8])
    {
#pragma acc loop reduction(max:peaks[0:8])
      for (int i = 0; i < n; i++)
        peaks[keys[i] % 8] = peaks[keys[i] % 8] > keys[i] * 0.5 ? peaks[keys[i] % 8] : keys[i] * 0.5;
    }

#pragma acc parallel loop gang reduction(+:counts)
    for (int i = 0; i < 100; i++) {
#pragma acc loop vector reduction(+:counts)
      for (int j = 0; j < 40; j++)
        counts[(i + j) % 4] += 1;
    }
  }

  long expect[BINS] = {0};
  double expect_peaks[8] = {0};
  for (int i = 0; i < n; i++) {
    expect[keys[i] % BINS]++;
    if (keys[i] * 0.5 > expect_peaks[keys[i] % 8])
      expect_peaks[keys[i] % 8] = keys[i] * 0.5;
  }
  for (int b = 0; b < BINS; b++) {
    errors += hist[b] != expect[b];
    errors += window[2 + b] != 2 * expect[b];
  }
  errors += window[0] != 0 || window[1] != 0;
  for (int b = 0; b < 8; b++)
    errors += peaks[b] != expect_peaks[b];
  for (int b = 0; b < 4; b++)
    errors += counts[b] != 1000;
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
