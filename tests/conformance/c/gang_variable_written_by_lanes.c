// 2.5.1 / 2.6.1: a variable declared in a gang loop's body (gang-redundant, vector-single code), or
// private on the gang loop, is one variable of the gang that its vector lanes share. Lanes of an
// inner loop vector that write it (an atomic count, the lane that finds a key storing its index, an
// array filled by the lanes and read across them) write the gang's copy; the gang sees every write.
// Also a worker's variable written by its lanes, and a variable of the region written in a vector loop.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define G 24
#define K 256
#define W 4

int main(void) {
  static int keys[G][K];
  int count[G], found[G], privcount[G], rotated[G], wsum[G][W];
  int errors = 0;
  for (int g = 0; g < G; g++)
    for (int k = 0; k < K; k++)
      keys[g][k] = (k * 7 + g) % K;

#pragma acc parallel loop gang vector_length(128) copyin(keys) copyout(count, found, rotated)
  for (int g = 0; g < G; g++) {
    int cnt = 0, pos = -1;
    int row[K];
#pragma acc loop vector
    for (int k = 0; k < K; k++) {
      if (keys[g][k] % 2 == 0) {
#pragma acc atomic update
        cnt++;
      }
      if (keys[g][k] == 200) /* one k per row */
        pos = k;
      row[k] = keys[g][k];
    }
    int moved = 0;
#pragma acc loop vector reduction(+:moved)
    for (int k = 0; k < K; k++)
      moved += row[(k + 1) % K] == keys[g][(k + 1) % K];
    count[g] = cnt;
    found[g] = pos;
    rotated[g] = moved;
  }

  int c;
#pragma acc parallel loop gang private(c) copyin(keys) copyout(privcount)
  for (int g = 0; g < G; g++) {
    c = 0;
#pragma acc loop vector
    for (int k = 0; k < K; k++)
      if (keys[g][k] < 64) {
#pragma acc atomic
        c += 1;
      }
    privcount[g] = c;
  }

#pragma acc parallel loop gang num_workers(W) vector_length(32) copyin(keys) copyout(wsum)
  for (int g = 0; g < G; g++) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) {
      int s = 0;
#pragma acc loop vector
      for (int k = w; k < K; k += W) {
#pragma acc atomic update
        s += keys[g][k];
      }
      wsum[g][w] = s;
    }
  }

  int total = 0;
#pragma acc parallel num_gangs(1) vector_length(64) copyin(keys) copy(total)
  {
    int hits = 0;
#pragma acc loop vector
    for (int k = 0; k < K; k++)
      if (keys[0][k] % 4 == 0) {
#pragma acc atomic update
        hits++;
      }
    total = hits;
  }

  for (int g = 0; g < G; g++) {
    int want_cnt = 0, want_pos = -1, want_priv = 0;
    for (int k = 0; k < K; k++) {
      want_cnt += keys[g][k] % 2 == 0;
      want_priv += keys[g][k] < 64;
      if (keys[g][k] == 200)
        want_pos = k;
    }
    if (count[g] != want_cnt || found[g] != want_pos || rotated[g] != K || privcount[g] != want_priv) {
      fprintf(stderr, "FAIL: gang %d: count %d (want %d), found %d (want %d), rotated %d (want %d), "
                      "private count %d (want %d)\n",
              g, count[g], want_cnt, found[g], want_pos, rotated[g], K, privcount[g], want_priv);
      errors++;
    }
    for (int w = 0; w < W; w++) {
      int want = 0;
      for (int k = w; k < K; k += W)
        want += keys[g][k];
      if (wsum[g][w] != want) {
        fprintf(stderr, "FAIL: gang %d worker %d: sum %d (want %d)\n", g, w, wsum[g][w], want);
        errors++;
      }
    }
  }
  int want_total = 0;
  for (int k = 0; k < K; k++)
    want_total += keys[0][k] % 4 == 0;
  if (total != want_total) {
    fprintf(stderr, "FAIL: region variable: %d hits (want %d)\n", total, want_total);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
