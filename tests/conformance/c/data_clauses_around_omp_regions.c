// 2.6.2: a variable in a data clause of a data construct lexically around a compute construct is
// present there, not firstprivate, also when an OpenMP construct lies between the two (each host
// thread's data construct maps its own scalar; a data construct around an `omp parallel for`
// whose iterations run compute constructs). Reading after a loop inside an OpenMP region keeps
// a kernels scalar's value too, and default(none) finds variables in the data construct.
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <stdio.h>

#define T 4
#define N 256

int main(void) {
  int errors = 0;
  int result[T];
  static double v[T][N];
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    int s = -1;
#pragma acc data copyout(s)
    {
#pragma acc serial
      s = 10 * t + 5;
    }
    result[t] = s;
  }
  for (int t = 0; t < T; t++)
    if (result[t] != 10 * t + 5) {
      printf("thread %d: s = %d, want %d\n", t, result[t], 10 * t + 5);
      errors++;
    }

  double total = 0;
#pragma acc data copy(total) copyout(v)
  {
#pragma omp parallel for num_threads(2)
    for (int t = 0; t < T; t++) {
#pragma acc parallel loop present(v)
      for (int i = 0; i < N; i++)
        v[t][i] = t + i * 0.5;
    }
#pragma acc serial present(v)
    for (int t = 0; t < T; t++)
      for (int i = 0; i < N; i++)
        total += v[t][i];
  }
  double want = 0;
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++)
      want += t + i * 0.5;
  if (total != want) {
    printf("total = %g, want %g\n", total, want);
    errors++;
  }

  // default(none) sees the data construct's clauses through the OpenMP construct.
  int hits = 0;
#pragma omp parallel num_threads(1)
  {
#pragma acc data copy(v, hits)
    {
#pragma acc parallel loop default(none) reduction(+:hits)
      for (int i = 0; i < N; i++)
        hits += v[1][i] > 100;
    }
  }
  if (hits != N - 199) {
    printf("hits = %d, want %d\n", hits, N - 199);
    errors++;
  }

#pragma omp parallel num_threads(1)
  {
    int last = -1;
#pragma acc kernels copyout(last)
    {
      for (int i = 0; i < N; i++)
        if (i % 7 == 3)
          last = i;
    }
    int want_last = -1;
    for (int i = 0; i < N; i++)
      if (i % 7 == 3)
        want_last = i;
    if (last != want_last) {
      printf("last = %d, want %d\n", last, want_last);
      errors++;
    }
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
