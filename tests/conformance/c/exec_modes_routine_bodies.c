// 2.2.3 and 2.15.1: a routine's code runs in the modes its callers' threads give it. The body of a
// routine gang's gang loop runs once per iteration though the calling region's gangs have 4 workers
// x 32 lanes (another loop uses them); a routine worker's worker loop body of one statement runs
// once per iteration on gangs of 64 lanes; a routine worker's vector loop in its worker-single code
// is run by one worker. Atomic counters count the executions.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine gang
static void inc_all(double *x, int *runs, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) {
    x[i] += 1.0;
#pragma acc atomic update
    runs[0]++;
  }
}

#pragma acc routine worker
static void inc_row(double *x, int m) {
#pragma acc loop worker
  for (int i = 0; i < m; i++) x[i] += 1.0;
}

#pragma acc routine worker
static void inc_row_lanes(double *x, int m) {
#pragma acc loop vector
  for (int i = 0; i < m; i++) {
    x[i] += 1.0;
  }
#pragma acc loop worker
  for (int i = 0; i < m; i++) x[i] *= 2.0;
}

enum { N = 5000, NB = 48, M = 100 };

int main(void) {
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  double *u = malloc(NB * M * sizeof *u), *v = malloc(NB * M * sizeof *v);
  int runs = 0, errors = 0;
  for (int i = 0; i < N; i++)
    x[i] = y[i] = i;
  for (int i = 0; i < NB * M; i++)
    u[i] = v[i] = i % 5;
#pragma acc parallel num_workers(4) vector_length(32) copy(x[0:N], y[0:N], runs)
  {
    inc_all(x, &runs, N);
#pragma acc loop gang worker vector
    for (int i = 0; i < N; i++) y[i] = 2.0 * y[i];
  }
#pragma acc parallel loop gang num_workers(4) vector_length(64) copy(u[0:NB*M], v[0:NB*M])
  for (int b = 0; b < NB; b++) {
    inc_row(&u[b * M], M);
    inc_row_lanes(&v[b * M], M);
  }
  if (runs != N) {
    printf("the gang loop's body ran %d times, want %d\n", runs, N);
    errors++;
  }
  for (int i = 0; i < N && errors < 5; i++)
    if (x[i] != i + 1.0 || y[i] != 2.0 * i) {
      printf("x[%d] = %g (want %d), y = %g (want %d)\n", i, x[i], i + 1, y[i], 2 * i);
      errors++;
    }
  for (int i = 0; i < NB * M && errors < 5; i++)
    if (u[i] != i % 5 + 1.0 || v[i] != 2.0 * (i % 5 + 1.0)) {
      printf("u[%d] = %g (want %d), v = %g (want %d)\n", i, u[i], i % 5 + 1, v[i], 2 * (i % 5 + 1));
      errors++;
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
