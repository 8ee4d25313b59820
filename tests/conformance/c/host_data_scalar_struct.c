// 2.8.1 use_device takes any variable (OpenACC 3.3 "entity"), not only pointers and arrays: inside
// host_data a scalar and a struct are their device copies, so their addresses are device
// addresses that a routine taking device pointers (deviceptr) can update in place.
// (GCC 12 accepts only pointers and arrays in use_device.)
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>

struct stats {
  double sum;
  long count;
  double max;
};

/* Device routines: every pointer is a device address. */
static void dev_accumulate(int n, const double *x, struct stats *st) {
#pragma acc serial deviceptr(x, st)
  for (int i = 0; i < n; ++i) {
    st->sum += x[i];
    st->count += 1;
    if (x[i] > st->max)
      st->max = x[i];
  }
}

static void dev_scale(double *v, double f) {
#pragma acc serial deviceptr(v)
  *v *= f;
}

int main(void) {
  enum { N = 1000 };
  double x[N];
  for (int i = 0; i < N; ++i)
    x[i] = i % 17;
  struct stats st = {0.0, 0, -1.0};
  double total = 2.5;
  int errors = 0;
  double want_sum = 0.0, want_max = 0.0;
  for (int i = 0; i < N; ++i) {
    want_sum += x[i];
    if (x[i] > want_max)
      want_max = x[i];
  }
#pragma acc data copyin(x) copy(st, total)
  {
    void *dst = acc_deviceptr(&st), *dtotal = acc_deviceptr(&total);
#pragma acc host_data use_device(x, st, total)
    {
      if ((void *)&st != dst || (void *)&total != dtotal || (void *)&st.count != (char *)dst + sizeof(double)) {
        fprintf(stderr, "FAIL: addresses inside host_data: %p %p, acc_deviceptr: %p %p\n", (void *)&st,
                (void *)&total, dst, dtotal);
        ++errors;
      }
      dev_accumulate(N, x, &st);
      dev_scale(&total, 4.0);
    }
  }
  if (st.sum != want_sum || st.count != N || st.max != want_max) {
    fprintf(stderr, "FAIL: stats %g %ld %g (expected %g %d %g)\n", st.sum, st.count, st.max, want_sum, N, want_max);
    ++errors;
  }
  if (total != 10.0) {
    fprintf(stderr, "FAIL: total = %g (expected 10)\n", total);
    ++errors;
  }
  return errors != 0;
}
