// OpenMP host threads each mapping their own row block of one array (data copy(a[lo:n]), the
// OpenMP+OpenACC Jacobi pattern) and running a compute region that uses the pointer a without a
// clause (2.6.2) over their rows only: each region's pointer is translated by its own thread's
// block, though the pointer's value (&a[0]) lies in thread 0's block or in none.
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 4000, THREADS = 4, ROUNDS = 20 };

int main(void) {
  double *a = malloc(N * sizeof(double));
  int bad = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp parallel num_threads(THREADS)
  {
    int t = omp_get_thread_num(), count = omp_get_num_threads();
    int lo = (int)((long)N * t / count), hi = (int)((long)N * (t + 1) / count);
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc data copy(a[lo:hi - lo])
      {
#pragma acc parallel loop
        for (int i = lo; i < hi; i++)
          a[i] += 1;
      }
    }
  }
  for (int i = 0; i < N; i++)
    bad += a[i] != i + ROUNDS;
  free(a);
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}
