// firstprivate (2.5.14) of structs whose pointer members point into data an enclosing data construct
// mapped: the region's copies hold the device addresses of those targets, as a copied struct's
// attached members do (the host's values would be host addresses, which the emulated device reports
// and a GPU faults on). A parallel loop, a serial construct with a nested struct, a parallel
// construct over an array of structs, a member reached through an accessor taking the struct, an
// async launch, and a private struct assigned from the firstprivate one (a copy of the whole struct:
// every pointer field of a firstprivate struct is translated, quietly where its target is not
// present, as the label's); the host's structs keep their values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *p;
  double f;
} View;
typedef struct {
  int n;
  View in;
  const char *label; // host memory the region never follows
} Field;

static inline double get(View v, int i) { return v.p[i]; }

int main(void) {
  enum { N = 100 };
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 2 * i;
    c[i] = 0;
  }
  View v = {a, 4.0}, w = {0, 0}, pair[2] = {{a, 1.0}, {b, 3.0}};
  Field f = {N, {b, 0.5}, "field"};
  int fails = 0;
#pragma acc data copy(a[0:N], b[0:N], c[0:N])
  {
#pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < N; i++)
      v.p[i] *= v.f; // a[i] = 4i
#pragma acc serial firstprivate(f)
    {
      f.in.f = 2.0; // the region's copy only
      for (int i = 0; i < f.n; i++)
        f.in.p[i] += f.in.f; // b[i] = 2i + 2
    }
#pragma acc parallel firstprivate(pair)
    {
#pragma acc loop
      for (int i = 0; i < N; i++)
        c[i] = pair[i % 2].p[i] * pair[0].f + pair[1].f; // 4i + 3 or 2i + 5
    }
#pragma acc parallel loop firstprivate(v) async(1)
    for (int i = 0; i < N; i++)
      c[i] += get(v, i) / 4; // + i
#pragma acc wait(1)
#pragma acc parallel loop firstprivate(v) private(w)
    for (int i = 0; i < N; i++) {
      w = v;
      w.p[i] += 1.0; // a[i] = 4i + 1
    }
  }
  for (int i = 0; i < N; i++) {
    double want = (i % 2 ? 2.0 * i + 5 : 4.0 * i + 3) + i;
    if (a[i] != 4.0 * i + 1 || b[i] != 2.0 * i + 2 || c[i] != want) {
      if (fails++ < 5)
        fprintf(stderr, "FAIL: a[%d]=%g b[%d]=%g c[%d]=%g (want %g %g %g)\n", i, a[i], i, b[i], i, c[i],
                4.0 * i + 1, 2.0 * i + 2, want);
    }
  }
  if (v.p != a || v.f != 4.0 || f.in.p != b || f.in.f != 0.5 || pair[1].p != b) {
    fprintf(stderr, "FAIL: the host's structs changed\n");
    fails++;
  }
  printf("%s\n", fails ? "FAIL" : "PASS");
  free(a);
  free(b);
  free(c);
  return fails != 0;
}
