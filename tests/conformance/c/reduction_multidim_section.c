/* 2.5.15 / 2.7.1: a reduction on a section of a C array of arrays that covers the whole array
   (`reduction(+:counts[0:NB][0:NC])`, `reduction(max:top[:][:])`, `reduction(+:sums[0:NB])` of
   `double sums[NB][NC]`) reduces every element, as the array named alone does; on a loop inside a
   data region that already holds the array, and on a combined construct. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NB 4
#define NC 7
#define N 6000

int main(void) {
  static float w[N];
  for (int i = 0; i < N; i++)
    w[i] = (float)((i * 13) % 17) / 4.0f;
  int counts[NB][NC] = {{0}};
  float top[NB][NC];
  double sums[NB][NC];
  for (int b = 0; b < NB; b++)
    for (int c = 0; c < NC; c++) {
      top[b][c] = -1.0f;
      sums[b][c] = 0.5;
    }

#pragma acc parallel loop reduction(+:counts[0:NB][0:NC]) reduction(max:top[:][:]) copyin(w)
  for (int i = 0; i < N; i++) {
    counts[i % NB][i % NC] += 1;
    if (w[i] > top[i % NB][i % NC])
      top[i % NB][i % NC] = w[i];
  }
#pragma acc data copy(sums)
  {
#pragma acc parallel loop gang vector reduction(+:sums[0:NB]) copyin(w)
    for (int i = 0; i < N; i++)
      sums[(i / 3) % NB][i % NC] += w[i];
  }

  int errors = 0;
  for (int b = 0; b < NB; b++)
    for (int c = 0; c < NC; c++) {
      int want_count = 0;
      float want_top = -1.0f;
      double want_sum = 0.5;
      for (int i = 0; i < N; i++) {
        if (i % NB == b && i % NC == c) {
          want_count++;
          if (w[i] > want_top)
            want_top = w[i];
        }
        if ((i / 3) % NB == b && i % NC == c)
          want_sum += w[i];
      }
      if (counts[b][c] != want_count || top[b][c] != want_top || sums[b][c] != want_sum) {
        if (errors < 5)
          printf("[%d][%d]: count %d (want %d), top %g (want %g), sum %g (want %g)\n", b, c, counts[b][c],
                 want_count, top[b][c], want_top, sums[b][c], want_sum);
        errors++;
      }
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
