// 2.5.10-2.5.11: num_workers and vector_length ask for a number the implementation may lower to what
// the target runs. A GPU gang runs at most 1024 threads (at most 15 workers of more than 32 vector
// lanes): vector_length(2048), num_workers(17) with vector_length(64), and vector_length(512) with
// the default number of workers run with fewer, every iteration still done once, on every target.
// Worker and vector reductions check that the lanes and workers that run share their work.
// RUN: %acorncc %s -o %t 2>&1 | FileCheck %s && %run-targets %t
// CHECK: warning: vector_length(2048) is more than a GPU gang runs
// CHECK: warning: num_workers(17) x vector_length(64) is more than a GPU gang runs
// CHECK: warning: num_workers(4, the default) x vector_length(512) is more than a GPU gang runs
#include <stdio.h>

#define N 10000
#define M 100

int main(void) {
  static float a[N];
  static long long rows[N / M];
  int errors = 0;
#pragma acc parallel loop gang vector vector_length(2048) copyout(a)
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma acc parallel loop gang worker num_workers(17) vector_length(64) copy(a)
  for (int i = 0; i < N; i++) {
#pragma acc loop vector
    for (int k = 0; k < 1; k++)
      a[i] += 1;
  }
#pragma acc parallel loop gang vector_length(512) copyin(a) copyout(rows)
  for (int r = 0; r < N / M; r++) {
    long long s = 0;
#pragma acc loop worker vector reduction(+:s)
    for (int k = 0; k < M; k++)
      s += (long long)a[r * M + k];
    rows[r] = s;
  }
  for (int i = 0; i < N; i++)
    if (a[i] != i + 1) {
      if (errors++ < 5)
        fprintf(stderr, "FAIL: a[%d] = %g (want %d)\n", i, a[i], i + 1);
    }
  for (int r = 0; r < N / M; r++) {
    long long want = 0;
    for (int k = 0; k < M; k++)
      want += r * M + k + 1;
    if (rows[r] != want && errors++ < 10)
      fprintf(stderr, "FAIL: row %d sums to %lld (want %lld)\n", r, rows[r], want);
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
