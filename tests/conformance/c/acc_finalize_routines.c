// 3.2.19 acc_copyout_finalize and acc_delete_finalize (and _async): a library that may have been
// handed data another part of the program already put on the device drops every dynamic
// reference at once.
// RUN: %acorncc %s -o %t && %run-targets %t
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

static void library_init(double *v, int n) { acc_copyin(v, n * sizeof(double)); }

int main(void) {
  const int n = 4096;
  int errors = 0;
  int discrete = discrete_memory();
  double *v = (double *)malloc(n * sizeof(double));
  double *w = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    v[i] = i;
    w[i] = 0;
  }
  /* three dynamic references to v */
  acc_copyin(v, n * sizeof(double));
  library_init(v, n);
  acc_create(v, n * sizeof(double));
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] += 1.0;
  acc_copyout(v, n * sizeof(double)); /* one reference left: no copy yet */
  if (discrete && v[5] != 5.0) {
    fprintf(stderr, "FAIL: acc_copyout copied back with references left (v[5] = %g)\n", v[5]);
    ++errors;
  }
  acc_copyout_finalize(v, n * sizeof(double));
  if (v[5] != 6.0) {
    fprintf(stderr, "FAIL: acc_copyout_finalize: v[5] = %g, expected 6\n", v[5]);
    ++errors;
  }
  if (discrete && acc_is_present(v, n * sizeof(double))) {
    fprintf(stderr, "FAIL: v present after acc_copyout_finalize\n");
    ++errors;
  }
  /* delete_finalize drops the data without copying back */
  acc_copyin(w, n * sizeof(double));
  acc_copyin(w, n * sizeof(double));
#pragma acc parallel loop present(w[0:n])
  for (int i = 0; i < n; ++i)
    w[i] = 9.0;
  acc_delete_finalize(w, n * sizeof(double));
  if (discrete && (w[0] != 0.0 || acc_is_present(w, n * sizeof(double)))) {
    fprintf(stderr, "FAIL: acc_delete_finalize: w[0] = %g, present %d\n", w[0],
            acc_is_present(w, n * sizeof(double)));
    ++errors;
  }
  /* the async forms */
  acc_copyin(v, n * sizeof(double));
  acc_copyin(v, n * sizeof(double));
#pragma acc parallel loop present(v[0:n]) async(3)
  for (int i = 0; i < n; ++i)
    v[i] = 2.0 * i;
  acc_copyout_finalize_async(v, n * sizeof(double), 3);
  acc_copyin(w, n * sizeof(double));
  acc_delete_finalize_async(w, n * sizeof(double), 4);
  acc_wait_all();
  for (int i = 0; i < n; ++i)
    if (v[i] != 2.0 * i) {
      if (errors < 10)
        fprintf(stderr, "FAIL: acc_copyout_finalize_async v[%d] = %g\n", i, v[i]);
      ++errors;
    }
  if (discrete && (acc_is_present(v, 8) || acc_is_present(w, 8))) {
    fprintf(stderr, "FAIL: data present after the finalize routines\n");
    ++errors;
  }
  free(v);
  free(w);
  return errors != 0;
}
