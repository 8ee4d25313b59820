// A thread's own global (OpenMP threadprivate, C11 _Thread_local, GNU __thread; file-static or
// not) read in a compute region: the region gets the value of the thread that reaches the
// construct, as for any variable without a data clause that the region only reads (firstprivate).
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>

static int scale;
#pragma omp threadprivate(scale)
static _Thread_local int offset = 1;
__thread double bias = 0.5;

int main(void) {
  int errors = 0;
  long sums[4] = {0};
#pragma omp parallel num_threads(4) reduction(+:errors)
  {
    int t = omp_get_thread_num();
    scale = t + 2;
    offset = 10 * t;
    bias = t * 0.25;
    long s = 0;
    double b = 0;
#pragma acc parallel loop reduction(+:s, b)
    for (int i = 0; i < 100; i++) {
      s += scale * i + offset;
      b += bias;
    }
    sums[t] = s;
    if (b != 100 * t * 0.25) {
      printf("thread %d: bias sum %g\n", t, b);
      errors++;
    }
  }
  for (int t = 0; t < 4; t++)
    if (sums[t] != (t + 2) * 4950L + 1000L * t) {
      printf("thread %d: sum %ld, want %ld\n", t, sums[t], (t + 2) * 4950L + 1000L * t);
      errors++;
    }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
