// 2.5.15: a reduction on a section of a C array whose bounds are known at run time only: a
// histogram over a run-time window [lo, lo + len) of a local array on a gang-vector loop, and max
// over a section of a file-scope array on a gang loop and the vector loop inside it. Elements
// outside the section keep their values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

static double peaks[40];

int main(int argc, char **argv) {
  const int n = 300000;
  int lo = 5 + (argc > 7), len = 21 + (argc > 9); // run-time bounds
  long hist[64];
  long want[64];
  int errors = 0;
  for (int b = 0; b < 64; b++)
    hist[b] = want[b] = 1000 + b;
  for (int i = 0; i < n; i++)
    want[lo + i % len] += 1;

#pragma acc parallel loop reduction(+:hist[lo:len])
  for (int i = 0; i < n; i++)
    hist[lo + i % len] += 1;

  for (int b = 0; b < 40; b++)
    peaks[b] = -1.0;
  int first = 3 + (argc > 11), count = 30;
#pragma acc parallel loop gang reduction(max:peaks[first:count])
  for (int r = 0; r < 50; r++) {
#pragma acc loop vector reduction(max:peaks[first:count])
    for (int j = 0; j < 600; j++) {
      double v = (r * 600 + j) % 977;
      if (v > peaks[first + j % count])
        peaks[first + j % count] = v;
    }
  }

  for (int b = 0; b < 64; b++)
    if (hist[b] != want[b]) {
      if (errors++ < 10)
        fprintf(stderr, "FAIL: hist[%d] = %ld, expected %ld\n", b, hist[b], want[b]);
    }
  for (int b = 0; b < 40; b++) {
    double expect = -1.0;
    if (b >= first && b < first + count)
      for (int r = 0; r < 50; r++)
        for (int j = b - first; j < 600; j += count) {
          double v = (r * 600 + j) % 977;
          expect = v > expect ? v : expect;
        }
    if (peaks[b] != expect) {
      if (errors++ < 10)
        fprintf(stderr, "FAIL: peaks[%d] = %g, expected %g\n", b, peaks[b], expect);
    }
  }
  return errors != 0;
}
