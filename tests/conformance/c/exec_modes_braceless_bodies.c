// 2.2.3 and 2.5.1 execution modes: a loop whose body is one statement without braces runs it as a
// braced body does. In a gang loop's worker-single, vector-single code a sequential loop's body runs
// once per gang (a running sum over the gang's row, atomics counting executions); in a worker
// loop's vector-single code a worker loop's body, or a sequential loop's, runs once per iteration.
// Run by every thread of a GPU gang (4 workers x 32 lanes) the counts would be 32 or 128 times too
// high and the sums race.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NB 40
#define M 96

static double x[NB][M], y[NB][M];
static int count_worker[NB], count_seq[NB], count_inner[NB];

int main(void) {
  for (int b = 0; b < NB; b++)
    for (int j = 0; j < M; j++) {
      x[b][j] = 0.0;
      y[b][j] = 1.0;
    }
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(x, y, count_worker, count_seq, count_inner)
  for (int b = 0; b < NB; b++) {
#pragma acc loop worker
    for (int j = 0; j < M; j++)
#pragma acc atomic update
      count_worker[b]++;
#pragma acc loop worker
    for (int j = 0; j < M; j++) x[b][j] += 1.0;
#pragma acc loop seq
    for (int i = 1; i < M; i++) y[b][i] += y[b][i - 1];
    for (int k = 0; k < 3; k++)
#pragma acc atomic update
      count_seq[b]++;
#pragma acc loop worker
    for (int j = 0; j < M; j++) {
      for (int k = 0; k < 2; k++)
#pragma acc atomic update
        count_inner[b]++;
    }
#pragma acc loop worker vector
    for (int j = 0; j < M; j++) x[b][j] *= 2.0;
  }
  int errors = 0;
  for (int b = 0; b < NB; b++) {
    if (count_worker[b] != M || count_seq[b] != 3 || count_inner[b] != 2 * M) {
      if (errors < 5)
        printf("gang %d: worker body ran %d times (want %d), seq body %d (want 3), inner %d (want %d)\n", b,
               count_worker[b], M, count_seq[b], count_inner[b], 2 * M);
      errors++;
    }
    for (int j = 0; j < M; j++) {
      if (x[b][j] != 2.0 || y[b][j] != j + 1.0) {
        if (errors < 5)
          printf("x[%d][%d] = %g (want 2), y = %g (want %d)\n", b, j, x[b][j], y[b][j], j + 1);
        errors++;
      }
    }
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
