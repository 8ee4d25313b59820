// 2.5.15 and 2.9.11: reductions on sections of pointers whose bounds are known at run time only: a
// histogram with a run-time number of bins on a gang-vector loop, a section with a non-zero lower
// bound, max on a worker-vector loop nested in a gang loop, and a reduction on the compute
// construct. Each thread keeps its own copy of the elements.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = 200000, bins = 37 + (argc > 5); // run-time sizes
  int *keys = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++)
    keys[i] = (i * 7919) % 1000;
  long *hist = calloc(bins, sizeof(long));
  long *want = calloc(bins, sizeof(long));
  double *top = malloc(sizeof(double) * (bins + 3));
  double *want_top = malloc(sizeof(double) * (bins + 3));
  int errors = 0;
  for (int b = 0; b < bins + 3; b++)
    top[b] = want_top[b] = -1;

#pragma acc data copyin(keys[0:n])
  {
#pragma acc parallel loop reduction(+:hist[0:bins])
    for (int i = 0; i < n; i++)
      hist[keys[i] % bins] += 1;

    // Rows of 1000 keys: the largest key of each bin, over the bins' section [3, bins + 3).
#pragma acc parallel loop gang reduction(max:top[3:bins])
    for (int r = 0; r < n / 1000; r++) {
#pragma acc loop worker vector reduction(max:top[3:bins])
      for (int c = 0; c < 1000; c++) {
        int k = keys[r * 1000 + c];
        double v = k + 0.5;
        if (v > top[3 + k % bins])
          top[3 + k % bins] = v;
      }
    }
  }
  for (int i = 0; i < n; i++) {
    want[keys[i] % bins] += 1;
    double v = keys[i] + 0.5;
    if (v > want_top[3 + keys[i] % bins])
      want_top[3 + keys[i] % bins] = v;
  }
  for (int b = 0; b < bins; b++)
    if (hist[b] != want[b] && errors++ < 5)
      fprintf(stderr, "FAIL: hist[%d] = %ld, expected %ld\n", b, hist[b], want[b]);
  for (int b = 0; b < bins + 3; b++)
    if (top[b] != want_top[b] && errors++ < 5)
      fprintf(stderr, "FAIL: top[%d] = %g, expected %g\n", b, top[b], want_top[b]);

  // On the compute construct: every gang adds its share of the counts.
  long *counts = calloc(bins, sizeof(long));
#pragma acc parallel num_gangs(8) reduction(+:counts[0:bins]) copyin(keys[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
      counts[keys[i] % bins] += 2;
  }
  for (int b = 0; b < bins; b++)
    if (counts[b] != 2 * want[b] && errors++ < 5)
      fprintf(stderr, "FAIL: counts[%d] = %ld, expected %ld\n", b, counts[b], 2 * want[b]);
  free(keys);
  free(hist);
  free(want);
  free(top);
  free(want_top);
  free(counts);
  if (errors)
    return 1;
  printf("reductions on run-time sections: OK\n");
  return 0;
}
