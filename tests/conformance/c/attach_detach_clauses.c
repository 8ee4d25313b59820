// 2.7.13 attach and 2.7.14 detach clauses, 2.6.8 attachment counters: a struct and its array are
// put on the device separately (enter data copyin(p[0:1]), acc_copyin of the array), then
// enter data attach(p->a) makes the device struct point to the device array, so a region that
// only has present(p[0:1]) follows p->a; exit data detach(p->a) puts the host pointer back. Also
// attach on a data construct and on a compute construct (detached at their end), two attaches
// with one detach (the counter keeps it attached), and detach with finalize.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

struct vec {
  int n;
  double *a;
};

static int errors = 0;

static void check(const char *what, const struct vec *p, double offset) {
  for (int i = 0; i < p->n; i++)
    if (p->a[i] != i + offset) {
      if (errors < 10)
        fprintf(stderr, "FAIL: %s: a[%d] = %g, expected %g\n", what, i, p->a[i], i + offset);
      ++errors;
    }
}

static void add(struct vec *p, double x) {
#pragma acc parallel loop present(p[0:1])
  for (int i = 0; i < p->n; i++)
    p->a[i] += x;
}

int main(void) {
  struct vec *p = (struct vec *)malloc(sizeof *p);
  p->n = 4000;
  p->a = (double *)malloc(p->n * sizeof(double));
  double *host_a = p->a;
  for (int i = 0; i < p->n; i++)
    p->a[i] = i;

#pragma acc enter data copyin(p[0:1])
#ifdef _OPENACC
  acc_copyin(p->a, p->n * sizeof(double)); // no attach action (3.2.18)
#endif
#pragma acc enter data attach(p->a)
  add(p, 1.0);
#pragma acc exit data detach(p->a)
#pragma acc update self(p->a[0:p->n])
  check("enter data attach", p, 1.0);

  // A data construct attaches for its region, a compute construct for its own.
#pragma acc data attach(p->a)
  {
    add(p, 1.0);
#pragma acc parallel loop present(p[0:1]) attach(p->a)
    for (int i = 0; i < p->n; i++)
      p->a[i] += 1.0;
  }
#pragma acc update self(p->a[0:p->n])
  check("attach on data and parallel", p, 3.0);

  // Two attaches, one detach: still attached; finalize then detaches at once.
#pragma acc enter data attach(p->a)
#pragma acc enter data attach(p->a)
#pragma acc exit data detach(p->a)
  add(p, 1.0);
#pragma acc exit data detach(p->a) finalize
#pragma acc exit data copyout(p[0:1])
  if (p->a != host_a) {
    fprintf(stderr, "FAIL: the struct came back with a device pointer\n");
    return 1;
  }
#pragma acc exit data copyout(p->a[0:p->n])
  check("counted attachments", p, 4.0);
  free(p->a);
  free(p);
  return errors != 0;
}
