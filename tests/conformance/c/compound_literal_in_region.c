// C compound literals in a compute region (C11 6.5.2.5): an array literal lives to the end of its
// block, so a pointer initialised from it stays valid for the statements after it; struct
// literals are values; a literal passed to a routine lives for the call. The same in the body of a
// routine (a lookup table), and of a function called from a region without a routine directive.
// RUN: %acorncc -O1 %s -o %t && %run-targets %t
#include <stdio.h>

typedef struct {
  double x, y;
} point;

#pragma acc routine seq
static double sum3(const double *v) { return v[0] + v[1] + v[2]; }

#pragma acc routine seq
static int lookup(int k) {
  const int *table = (const int[]){5, 6, 7, 8};
  return table[k];
}

static int pick(int k) {
  int *order = (int[4]){3, 2, 1, 0};
  return order[k];
}

int main(void) {
  enum { N = 300 };
  int out[N];
  double dist[N], total[N];
  int looked[N];
#pragma acc parallel loop copyout(out, dist, total, looked)
  for (int i = 0; i < N; i++) {
    const int *weights = (const int[]){10, 20, 30};
    int *local = (int[]){i, i + 1, i + 2};
    point p = (point){.x = i, .y = 2.0 * i};
    out[i] = weights[i % 3] + local[2] - local[0];
    dist[i] = p.x + p.y;
    total[i] = sum3((const double[]){i, 1.0, 2.0});
    looked[i] = lookup(pick(i % 4));
  }
  for (int i = 0; i < N; i++)
    if (out[i] != 10 * (i % 3 + 1) + 2 || dist[i] != 3.0 * i || total[i] != i + 3.0 || looked[i] != 8 - i % 4) {
      fprintf(stderr, "FAIL: i=%d out=%d dist=%g total=%g looked=%d\n", i, out[i], dist[i], total[i], looked[i]);
      return 1;
    }
  printf("compound_literal_in_region: OK\n");
  return 0;
}
