// OpenMP host threads sharing one device (2.3: ICVs per thread): each thread maps its own block
// with acc_copyin, computes on its own async queue (acc_set_default_async), copies back with
// acc_copyout, and all threads take and drop references to one shared table concurrently.
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

/* Shared memory (host, multicore, GCC's host fallback): acc_copyin returns the host address. */
static int discrete_memory(void) {
  int probe = 0;
  void *d = acc_copyin(&probe, sizeof probe);
  acc_delete(&probe, sizeof probe);
  return d != (void *)&probe;
}

/* One OpenMP thread's work; the number of wrong values. */
static int worker(int t, double *table, double *out, int n, int rounds) {
  int errors = 0;
  double *mine = out + t * n;
  acc_set_default_async(t + 1);
  if (acc_get_default_async() != t + 1)
    ++errors;
  for (int r = 0; r < rounds; ++r) {
    acc_copyin(table, n * sizeof(double)); /* shared: reference counted */
    acc_create(mine, n * sizeof(double));
#pragma acc parallel loop present(table[0:n], mine[0:n]) async
    for (int i = 0; i < n; ++i)
      mine[i] = table[i] * (t + 1) + r;
    acc_copyout_async(mine, n * sizeof(double), t + 1);
    acc_wait(t + 1);
    acc_delete(table, n * sizeof(double));
    for (int i = 0; i < n; i += 997)
      if (mine[i] != 0.5 * i * (t + 1) + r)
        ++errors;
  }
  if (acc_get_default_async() != t + 1)
    ++errors;
  return errors;
}

int main(void) {
  const int nthreads = 8, n = 20000, rounds = 20;
  int errors = 0;
  double *table = (double *)malloc(n * sizeof(double));
  double *out = (double *)malloc(nthreads * n * sizeof(double));
  for (int i = 0; i < n; ++i)
    table[i] = 0.5 * i;
#pragma omp parallel num_threads(nthreads) reduction(+ : errors)
  errors += worker(omp_get_thread_num(), table, out, n, rounds);
  if (discrete_memory() && acc_is_present(table, 8)) {
    fprintf(stderr, "FAIL: the shared table is still present\n");
    ++errors;
  }
  if (errors)
    fprintf(stderr, "FAIL: %d wrong values or ICVs\n", errors);
  free(table);
  free(out);
  return errors != 0;
}
