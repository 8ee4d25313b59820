// 3.2.29 acc_attach / acc_detach: a struct with a pointer member is put on the device with
// acc_copyin, its array with acc_copyin, and acc_attach makes the device struct point to the
// device array, so a compute construct can follow the pointer; acc_detach restores it before
// the struct is copied back.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *v;
} vec;

int main(void) {
  int errors = 0;
  vec *s = (vec *)malloc(sizeof(vec));
  s->n = 2000;
  s->v = (double *)malloc(s->n * sizeof(double));
  for (int i = 0; i < s->n; ++i)
    s->v[i] = i;
  double *hv = s->v;
  acc_copyin(s, sizeof(vec));
  acc_copyin(s->v, s->n * sizeof(double));
  acc_attach((void **)&s->v);
#pragma acc parallel loop present(s[0:1])
  for (int i = 0; i < s->n; ++i)
    s->v[i] = s->v[i] * 2.0 + 1.0;
  acc_detach((void **)&s->v);
  acc_copyout(s->v, s->n * sizeof(double));
  acc_copyout(s, sizeof(vec));
  if (s->v != hv) {
    fprintf(stderr, "FAIL: the host pointer changed after acc_detach and acc_copyout\n");
    return 1;
  }
  for (int i = 0; i < s->n; ++i)
    if (s->v[i] != i * 2.0 + 1.0) {
      if (errors < 10)
        fprintf(stderr, "FAIL: v[%d] = %g, expected %g\n", i, s->v[i], i * 2.0 + 1.0);
      ++errors;
    }
  /* attach twice, detach with finalize */
  acc_copyin(s, sizeof(vec));
  acc_copyin(s->v, s->n * sizeof(double));
  acc_attach((void **)&s->v);
  acc_attach_async((void **)&s->v, 1);
  acc_wait(1);
  acc_detach_finalize((void **)&s->v);
  acc_delete(s->v, s->n * sizeof(double));
  acc_copyout(s, sizeof(vec));
  if (s->v != hv) {
    fprintf(stderr, "FAIL: acc_detach_finalize left a device pointer in the struct\n");
    ++errors;
  }
  free(s->v);
  free(s);
  return errors != 0;
}
