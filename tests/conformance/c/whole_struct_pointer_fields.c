// Structs a region copies whole without naming their pointer members (`struct V w = v;`, an
// element of an array of structs, a member struct, a struct passed by value to a routine): each
// pointer field of the device copy that points into present data is attached for the construct, so
// the copies the region makes reach the device data. A union beside them is left alone: its long
// member, holding the bits of a mapped address, is not rewritten as a pointer.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct V {
  double *p;
  int n;
};

struct Outer {
  int k;
  struct V in;
  double *q;
};

struct Tagged {
  double *p;
  union {
    double *q;
    long bits;
  } u;
};

#pragma acc routine seq
static double at(struct V v, int i) { return v.p[i]; }

int main(void) {
  enum { N = 300 };
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  long *same = malloc(N * sizeof *same);
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 2.0 * i;
    c[i] = 0;
    same[i] = 0;
  }
  struct V v = {a, N};
  struct V vs[2] = {{a, N}, {b, N}};
  struct Outer o = {1, {b, N}, c};
  struct Tagged t;
  t.p = c;
  t.u.bits = (long)(intptr_t)b; /* the bits of a mapped address, as a long */
  long bits = t.u.bits;
  int fails = 0;
#pragma acc data copy(a[0:N], b[0:N], c[0:N], same[0:N])
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      struct V w = v;
      w.p[i] += 1.0; /* a[i] = i + 1 */
    }
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      struct V w = vs[i % 2], x = o.in;
      c[i] = w.p[i] + x.p[i]; /* i + 1 + 2i or 2i + 2i */
    }
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      c[i] += at(v, i) - a[i]; /* unchanged */
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      struct Tagged u = t;
      u.p[i] += 1.0; /* c[i] + 1 */
      same[i] = u.u.bits == bits;
    }
  }
  for (int i = 0; i < N; i++) {
    double want = (i % 2 ? 4.0 * i : 3.0 * i + 1.0) + 1.0;
    if (a[i] != i + 1.0 || c[i] != want || same[i] != 1) {
      if (fails++ < 5)
        fprintf(stderr, "FAIL: i=%d a=%g c=%g (want %g) same=%ld\n", i, a[i], c[i], want, same[i]);
    }
  }
  printf("%s\n", fails ? "FAIL" : "PASS");
  free(a);
  free(b);
  free(c);
  free(same);
  return fails != 0;
}
