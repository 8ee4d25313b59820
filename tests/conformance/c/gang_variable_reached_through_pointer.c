// 2.5.1: a variable declared in a gang loop's body is one variable of the gang, which its vector
// lanes share, also when they reach it only through a pointer: a local pointer to it (`int *p =
// &n;`), the pointer passed to a routine, a pointer to a gang-local array (a histogram the lanes
// fill), or a pointer the gang writes through before its lanes read the variable by name. The
// same for a worker's variable reached by the worker's lanes through a pointer. (On a GPU a
// per-lane copy would count only one lane's updates.)
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define G 24
#define K 300
#define W 4

#pragma acc routine seq
static void add_one(int *c) {
#pragma acc atomic update
  *c += 1;
}

int main(void) {
  int direct[G], routine[G], hist[G][4], base_seen[G], wcount[G][W];
  int errors = 0;

#pragma acc parallel loop gang vector_length(128) copyout(direct, routine, hist, base_seen)
  for (int g = 0; g < G; g++) {
    int n = 0, m = 0, loc[4] = {0, 0, 0, 0}, base;
    int *p = &n, *q = &m, *lp = loc, *bp = &base;
    *bp = 1000 * g; // the gang's one write, read by every lane below
#pragma acc loop vector
    for (int k = 0; k < K; k++) {
#pragma acc atomic update
      *p += 1;
      add_one(q);
#pragma acc atomic update
      lp[k & 3] += 1;
      if (base != 1000 * g) {
#pragma acc atomic update
        *p += 1000000;
      }
    }
    direct[g] = n;
    routine[g] = m;
    for (int j = 0; j < 4; j++)
      hist[g][j] = loc[j];
    base_seen[g] = base;
  }

#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(wcount)
  for (int g = 0; g < G; g++) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) {
      int c = 0;
      int *pc = &c;
#pragma acc loop vector
      for (int k = 0; k < K; k++)
        if (k % (w + 1) == 0) {
#pragma acc atomic update
          (*pc)++;
        }
      wcount[g][w] = c;
    }
  }

  for (int g = 0; g < G; g++) {
    if (direct[g] != K || routine[g] != K || base_seen[g] != 1000 * g) {
      fprintf(stderr, "FAIL: gang %d: through a local pointer %d, through a routine %d (want %d), base %d (want %d)\n",
              g, direct[g], routine[g], K, base_seen[g], 1000 * g);
      errors++;
    }
    for (int j = 0; j < 4; j++)
      if (hist[g][j] != K / 4) {
        fprintf(stderr, "FAIL: gang %d: histogram bin %d is %d (want %d)\n", g, j, hist[g][j], K / 4);
        errors++;
      }
    for (int w = 0; w < W; w++)
      if (wcount[g][w] != (K + w) / (w + 1)) {
        fprintf(stderr, "FAIL: gang %d worker %d: count %d (want %d)\n", g, w, wcount[g][w], (K + w) / (w + 1));
        errors++;
      }
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
