// 2.5.15: a reduction on a composite variable reduces each member, and an array member element by
// element (Clang 22 rejects a struct with an array member): a histogram struct with a count array
// and a total with +, a struct nesting such a struct with max, on a gang-vector loop and on a vector
// loop inside a gang loop. The starting values take part, as for scalars.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define BINS 8

struct histogram {
  long bins[BINS];
  double total;
};
struct extent { int hi[2]; };
struct bounds {
  struct extent e;
  double peak[3];
};

int main(void) {
  const int n = 200000;
  int errors = 0;
  struct histogram h = {{0}, 0.0};
  h.bins[3] = 5; // starting values are combined in
  struct bounds b = {{{-1, -1}}, {0.0, 0.0, 0.0}};
  long per_row[4] = {0};

#pragma acc parallel loop reduction(+:h) reduction(max:b)
  for (int i = 0; i < n; i++) {
    h.bins[(i * 7) % BINS] += 1;
    h.total += 0.5;
    int v = (i * 31) % 1009;
    if (v > b.e.hi[i % 2])
      b.e.hi[i % 2] = v;
    if ((double)(i % 97) > b.peak[i % 3])
      b.peak[i % 3] = i % 97;
  }

  // Each gang's vector lanes reduce the row's histogram.
#pragma acc parallel loop gang copyout(per_row[0:4])
  for (int r = 0; r < 4; r++) {
    struct histogram row = {{0}, 0.0};
#pragma acc loop vector reduction(+:row)
    for (int j = 0; j < 1000; j++) {
      row.bins[j % BINS] += r + 1;
      row.total += 1.0;
    }
    per_row[r] = row.bins[0] + row.bins[BINS - 1] + (long)row.total;
  }

  for (int k = 0; k < BINS; k++) {
    long want = n / BINS + (k == 3 ? 5 : 0);
    if (h.bins[k] != want) {
      fprintf(stderr, "FAIL: h.bins[%d] = %ld, expected %ld\n", k, h.bins[k], want);
      errors++;
    }
  }
  if (h.total != 0.5 * n) {
    fprintf(stderr, "FAIL: h.total = %g, expected %g\n", h.total, 0.5 * n);
    errors++;
  }
  if (b.e.hi[0] != 1008 || b.e.hi[1] != 1008) {
    fprintf(stderr, "FAIL: b.e.hi = {%d, %d}, expected {1008, 1008}\n", b.e.hi[0], b.e.hi[1]);
    errors++;
  }
  for (int k = 0; k < 3; k++)
    if (b.peak[k] != 96.0) {
      fprintf(stderr, "FAIL: b.peak[%d] = %g, expected 96\n", k, b.peak[k]);
      errors++;
    }
  for (int r = 0; r < 4; r++)
    if (per_row[r] != 2 * 125 * (r + 1) + 1000) {
      fprintf(stderr, "FAIL: per_row[%d] = %ld, expected %d\n", r, per_row[r], 2 * 125 * (r + 1) + 1000);
      errors++;
    }
  return errors != 0;
}
