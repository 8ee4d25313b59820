/* A struct holding an array of pointers (one per component, `double *comp[3]`) and one holding an
   array of view structs (`view_t v[2]`, each with a pointer), made on the host and used in a region
   (implicit copy) with their data mapped by an enclosing data construct: each element's pointer
   is attached for the construct, for a constant subscript (`f.comp[0]`) and for one the region
   computes (`f.comp[c]`, `t.v[k].p`), so the region writes the device copies (the emulated device
   reports host addresses otherwise; a GPU faults on them).
*/
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *comp[3];
  int n;
} vec_field;

typedef struct {
  double *p;
  int n;
} view_t;

typedef struct {
  view_t v[2];
} two_views;

int main(void) {
  int n = 100, fails = 0;
  double *d0 = malloc(n * sizeof(double)), *d1 = malloc(n * sizeof(double)), *d2 = malloc(n * sizeof(double));
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    d0[i] = i;
    d1[i] = -i;
    d2[i] = 2 * i;
    a[i] = i;
    b[i] = 0;
  }
  vec_field f = {{d0, d1, d2}, n};
  two_views t = {{{a, n}, {b, n}}};
#pragma acc data copy(d0[0:n], d1[0:n], d2[0:n], b[0:n]) copyin(a[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < f.n; i++)
      f.comp[0][i] += 1.0;
#pragma acc parallel loop
    for (int i = 0; i < f.n; i++)
      for (int c = 0; c < 3; c++)
        f.comp[c][i] *= 2.0;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      for (int k = 1; k < 2; k++)
        t.v[k].p[i] = t.v[k - 1].p[i] + 1.0;
  }
  for (int i = 0; i < n; i++)
    if (d0[i] != 2.0 * (i + 1) || d1[i] != -2.0 * i || d2[i] != 4.0 * i || b[i] != i + 1.0) {
      if (fails++ < 3)
        fprintf(stderr, "FAIL: [%d] comp %g %g %g view %g\n", i, d0[i], d1[i], d2[i], b[i]);
    }
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
