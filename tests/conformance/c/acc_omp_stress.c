// OpenMP host threads and the runtime under load (2.3, 2.6.7, 2.16): 16 threads, each with its
// own async queues, create, map, use and delete their own arrays and take and drop references to
// shared ones, many times over. Nothing may be lost (every value checked) or leaked (nothing left
// present; on a GPU the free memory comes back).
// RUN: %acorncc -fopenmp %s -o %t && %run-targets %t
#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 16, N = 4096, SHARED = 3, ROUNDS = 40 };

/* One thread's work; returns the number of wrong values. */
static int worker(int t, double *shared[SHARED]) {
  int errors = 0;
  const int q1 = 2 * t + 1, q2 = 2 * t + 2; /* this thread's queues */
  for (int r = 0; r < ROUNDS; ++r) {
    int n = N + 16 * t + r; /* sizes differ from thread to thread and round to round */
    double *x = (double *)malloc(n * sizeof(double));
    double *y = (double *)malloc(n * sizeof(double));
    for (int i = 0; i < n; ++i)
      x[i] = i + t;
    double *s = shared[(t + r) % SHARED];
    acc_copyin(s, N * sizeof(double)); /* reference counted across threads */
#pragma acc enter data copyin(x[0:n]) create(y[0:n]) async(q1)
#pragma acc parallel loop present(x[0:n], y[0:n], s[0:N]) async(q1)
    for (int i = 0; i < n; ++i)
      y[i] = 2.0 * x[i] + s[i % N];
    /* the second queue waits for the first, then copies back */
#pragma acc wait(q1) async(q2)
#pragma acc update self(y[0:n]) async(q2)
    acc_wait(q2);
    for (int i = 0; i < n; ++i)
      if (y[i] != 2.0 * (i + t) + (i % N)) {
        ++errors;
        break;
      }
    /* change x on the host, send it again, compute on the other queue */
    for (int i = 0; i < n; ++i)
      x[i] = -1.0;
    acc_update_device_async(x, n * sizeof(double), q2);
#pragma acc parallel loop present(x[0:n], y[0:n]) async(q2)
    for (int i = 0; i < n; ++i)
      y[i] += x[i];
#pragma acc exit data copyout(y[0:n]) delete(x[0:n]) async(q2)
    acc_delete(s, N * sizeof(double));
    acc_wait(q2);
    for (int i = 0; i < n; ++i)
      if (y[i] != 2.0 * (i + t) + (i % N) - 1.0) {
        ++errors;
        break;
      }
    if (acc_is_present(x, n * sizeof(double)) && acc_deviceptr(x) != (void *)x)
      ++errors; /* deleted on a discrete device */
    /* raw device memory of its own */
    void *raw = acc_malloc(1000 + t);
    acc_memcpy_to_device_async(raw, x, 1000, q1);
    acc_wait(q1);
    acc_free(raw);
    free(x);
    free(y);
  }
  return errors;
}

int main(void) {
  int errors = 0;
  double *shared[SHARED];
  for (int k = 0; k < SHARED; ++k) {
    shared[k] = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; ++i)
      shared[k][i] = i;
  }
  int discrete = acc_get_device_type() == acc_device_nvidia;
  size_t free_before = discrete ? acc_get_property(0, acc_device_nvidia, acc_property_free_memory) : 0;
#pragma omp parallel num_threads(THREADS) reduction(+ : errors)
  errors += worker(omp_get_thread_num(), shared);
  acc_wait_all();
  for (int k = 0; k < SHARED; ++k)
    if (discrete && acc_is_present(shared[k], N * sizeof(double))) {
      fprintf(stderr, "FAIL: shared array %d is still present\n", k);
      ++errors;
    }
  if (discrete) {
    /* released blocks are cached for reuse and count as free */
    size_t free_after = acc_get_property(0, acc_device_nvidia, acc_property_free_memory);
    if (free_after + (64u << 20) < free_before) {
      fprintf(stderr, "FAIL: device memory leaked: %zu bytes free before, %zu after\n",
              free_before, free_after);
      ++errors;
    }
  }
  if (errors)
    fprintf(stderr, "FAIL: %d threads-rounds with wrong values\n", errors);
  for (int k = 0; k < SHARED; ++k)
    free(shared[k]);
  return errors != 0;
}
