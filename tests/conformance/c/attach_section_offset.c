// 2.6.8, 2.7.2: mapping a section of a pointer member that starts past the pointer's target
// (s.v[lo:n], p->v[lo:n]) attaches the member: on the device it holds the address that
// corresponds to its host value, so s.v[i] for i in [lo, lo+n) reaches the mapped elements
// (as GCC and NVHPC do). Halo codes map the interior of an array this way.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *v;
} field;

static int errors = 0;

static void check(const char *what, const double *v, int n, int lo, int hi, double inside, double outside) {
  for (int i = 0; i < n; i++) {
    double want = (i >= lo && i < hi) ? inside + i : outside + i;
    if (v[i] != want) {
      fprintf(stderr, "FAIL: %s[%d] = %g, expected %g\n", what, i, v[i], want);
      ++errors;
      return;
    }
  }
}

int main(void) {
  const int n = 1000, lo = 7, len = 900;
  field f;
  f.n = n;
  f.v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    f.v[i] = i;

  // 1. The struct first, then the interior of its array: the member is attached with the offset.
#pragma acc enter data copyin(f)
#pragma acc enter data copyin(f.v[lo:len])
#pragma acc parallel loop present(f)
  for (int i = lo; i < lo + len; i++)
    f.v[i] += 1000.0;
#pragma acc exit data copyout(f.v[lo:len])
#pragma acc exit data delete(f)
  check("f.v after enter/exit data", f.v, n, lo, lo + len, 1000.0, 0.0);

  // 2. Through a pointer to the struct, on a structured data construct.
  field *p = &f;
#pragma acc data copyin(p[0:1]) copy(p->v[lo + 1:len - 2])
  {
#pragma acc parallel loop present(p[0:1])
    for (int i = lo + 1; i < lo + len - 1; i++)
      p->v[i] -= 1000.0;
  }
  for (int i = lo; i < lo + len; i++) // the ends of the interior were not mapped this time
    if (i == lo || i == lo + len - 1)
      f.v[i] -= 1000.0;
  check("p->v after data", f.v, n, n, n, 0.0, 0.0);

  // 3. The array section first, then the struct: mapping the section again (present now)
  //    attaches the member, since both are present.
#pragma acc enter data copyin(f.v[lo:len])
#pragma acc enter data copyin(f)
#pragma acc enter data copyin(f.v[lo:len])
#pragma acc parallel loop present(f)
  for (int i = lo; i < lo + len; i++)
    f.v[i] *= 2.0;
#pragma acc exit data delete(f.v[lo:len])
#pragma acc exit data delete(f)
#pragma acc exit data copyout(f.v[lo:len])
  for (int i = lo; i < lo + len; i++)
    f.v[i] = f.v[i] / 2.0 + 5.0;
  check("f.v after a second mapping", f.v, n, lo, lo + len, 5.0, 0.0);

  free(f.v);
  if (errors)
    return 1;
  printf("attach_section_offset: OK\n");
  return 0;
}
