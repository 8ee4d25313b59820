// A global pointer under `declare create` holds an array of run-time size that routines use
// (2.13, 2.6.8): `enter data` of its target attaches the pointer's device copy to the target's
// device copy, so a `routine seq` reading the global reaches device data; a `data` construct does
// the same for its block, and `exit data` detaches it again.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

double *weights;
int nweights;
#pragma acc declare create(weights, nweights)

static float *scratch;
#pragma acc declare create(scratch)

#pragma acc routine seq
static double weighted(int i, double x) { return weights[i % nweights] * x; }

#pragma acc routine seq
static void bump(int i) { scratch[i] += 1.0f; }

static void setup(int n) {
  nweights = n;
  weights = malloc(n * sizeof *weights);
  for (int i = 0; i < n; i++)
    weights[i] = 1.0 + i;
#pragma acc update device(nweights)
#pragma acc enter data copyin(weights[0:n])
}

int main(void) {
  enum { N = 1000, M = 64 };
  double x[N], y[N];
  int errors = 0;
  for (int i = 0; i < N; i++)
    x[i] = 0.5 * i;
  setup(10);
  // The region names neither the pointer nor its data: the routine reaches them.
#pragma acc parallel loop copyin(x) copyout(y)
  for (int i = 0; i < N; i++)
    y[i] = weighted(i, x[i]);
  for (int i = 0; i < N; i++)
    if (y[i] != (1.0 + i % 10) * 0.5 * i) {
      printf("FAIL: y[%d] = %g, want %g\n", i, y[i], (1.0 + i % 10) * 0.5 * i);
      errors++;
      break;
    }
#pragma acc exit data delete(weights[0:nweights])

  scratch = calloc(M, sizeof *scratch);
#pragma acc data copy(scratch[0:M])
  {
#pragma acc parallel loop
    for (int i = 0; i < M; i++)
      bump(i);
  }
  for (int i = 0; i < M; i++)
    if (scratch[i] != 1.0f) {
      printf("FAIL: scratch[%d] = %g\n", i, scratch[i]);
      errors++;
      break;
    }
  free(weights);
  free(scratch);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
