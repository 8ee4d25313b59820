// present(a) of a pointer `a` that OpenMP threads share, its target entered before the threads
// (NVHPC's reading: the data a points to): each thread's construct, on its own async queue or
// synchronous, sees that data, though another thread's construct may begin or end meanwhile.
// Each construct gets a device copy of `a` of its own: one copy in the present table, shared,
// was looked up by one thread while another's exit freed it ("not present", heap corruption).
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define M 1000
#define NCH 16
#define REPS 1500

int main(void) {
  double *a = calloc(NCH * M, sizeof(double));
#pragma acc enter data copyin(a[0:NCH*M])
  // Async constructs, each thread on its own queue.
  for (int rep = 0; rep < REPS; rep++) {
#pragma omp parallel num_threads(4)
    {
      int q = omp_get_thread_num() + 1;
#pragma omp for
      for (int c = 0; c < NCH; c++) {
#pragma acc parallel loop present(a) async(q)
        for (int i = c * M; i < (c + 1) * M; i++)
          a[i] += 1;
      }
#pragma acc wait(q)
    }
  }
  // Synchronous data constructs around compute constructs.
  for (int rep = 0; rep < REPS; rep++) {
#pragma omp parallel for num_threads(4)
    for (int c = 0; c < NCH; c++) {
#pragma acc data present(a)
      {
#pragma acc parallel loop present(a)
        for (int i = c * M; i < (c + 1) * M; i++)
          a[i] += 1;
      }
    }
  }
#pragma acc exit data copyout(a[0:NCH*M])
  int bad = 0;
  for (int i = 0; i < NCH * M; i++)
    bad += a[i] != 2 * REPS;
  free(a);
  if (bad) {
    printf("FAIL: %d elements missed an increment\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
