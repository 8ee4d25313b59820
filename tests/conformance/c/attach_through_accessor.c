// A struct copied implicitly into a region that reaches its pointer member only through static
// inline accessors taking the struct (by value or by address): the member is attached as when the
// region names it (2.6.8), so the device copy points to the data an enclosing data construct
// mapped (a host address there is what the emulated device reports, and what a GPU faults on).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

struct vec {
  int n;
  double *v;
};
struct field {
  double h;
  struct vec in;
};

static inline double *at(struct vec *x, int i) { return &x->v[i]; }
static inline double get(struct vec x, int i) { return x.v[i]; }
static inline double *cell(struct field *f, int i) { return at(&f->in, i); }

int main(void) {
  enum { N = 64 };
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = i;
  struct vec x = {N, a}, y = {N, b};
  struct field f = {0.5, {N, c}};
  int fails = 0;
#pragma acc data copy(a[0:N], c[0:N]) copyin(b[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      *at(&x, i) += get(y, i);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      *cell(&f, i) += f.h;
  }
  for (int i = 0; i < N; i++) {
    if (a[i] != 2.0 * i || c[i] != i + 0.5) {
      if (fails++ < 3)
        printf("a[%d] = %g (expected %g), c[%d] = %g (expected %g)\n", i, a[i], 2.0 * i, i, c[i], i + 0.5);
    }
  }
  printf("%s\n", fails ? "FAIL" : "PASS");
  free(a);
  free(b);
  free(c);
  return fails != 0;
}
