// 2.7.4-2.7.8: pcopy, pcopyin, pcopyout, pcreate and the present_or_ spellings are other names of
// copy, copyin, copyout and create on every construct that takes them: the region uses the
// present data (the writes of a compute region reach it), and the data is created, copied in or
// out as the clause says where it is not present. (This file names no private-copy clause: the
// aliases mean the same whatever else a file holds; data_clause_aliases_private.c has them too.)
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 32
double a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N], k[N];
double gd[N];
#pragma acc declare pcreate(gd)

#define KERNELS_PCREATE _Pragma("acc kernels pcreate(k)")

static int check(const char *what, const double *v, double scale) {
  for (int i = 0; i < N; i++)
    if (v[i] != scale * i) {
      printf("FAILED %s: [%d] = %g, expected %g\n", what, i, v[i], scale * i);
      return 1;
    }
  return 0;
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i, b[i] = c[i] = d[i] = e[i] = f[i] = g[i] = h[i] = k[i] = -1;
  int errors = 0;
#pragma acc data copy(b, c, d, e, f, g, k) copyin(a)
  {
    // Present: each region writes the data region's copy.
#pragma acc parallel loop pcreate(b) pcopyin(a)
    for (int i = 0; i < N; i++) b[i] = 2.0 * a[i];
#pragma acc kernels pcreate(c) present_or_copyin(a)
    for (int i = 0; i < N; i++) c[i] = 3.0 * a[i];
#pragma acc serial loop present_or_create(d) pcopy(a)
    for (int i = 0; i < N; i++) d[i] = 4.0 * a[i];
#pragma acc parallel pcopyout(e) pcreate(a)
#pragma acc loop
    for (int i = 0; i < N; i++) e[i] = 5.0 * a[i];
#pragma acc serial pcreate(f)
    for (int i = 0; i < N; i++) f[i] = 6.0 * i;
#pragma acc kernels loop present_or_copy(g) present_or_copyout(h)
    for (int i = 0; i < N; i++) g[i] = 7.0 * i, h[i] = 8.0 * i;
    KERNELS_PCREATE
    for (int i = 0; i < N; i++) k[i] = 9.0 * i;
  }
  errors += check("parallel loop pcreate", b, 2) + check("kernels pcreate", c, 3);
  errors += check("serial loop present_or_create", d, 4) + check("parallel pcopyout", e, 5);
  errors += check("serial pcreate", f, 6) + check("kernels loop present_or_copy", g, 7);
  errors += check("kernels loop present_or_copyout", h, 8) + check("_Pragma kernels pcreate", k, 9);

  // Not present: enter data creates and copies in, exit data copies out.
  double m[N], n[N];
  for (int i = 0; i < N; i++)
    m[i] = -1, n[i] = i;
#pragma acc enter data pcreate(m) present_or_copyin(n)
#pragma acc parallel loop present(m, n)
  for (int i = 0; i < N; i++) m[i] = 10.0 * n[i];
#pragma acc exit data copyout(m) delete(n)
  errors += check("enter data pcreate", m, 10);
#pragma acc data pcreate(m) pcopyin(n) pcopyout(e)
  {
#pragma acc parallel loop present(m, n, e)
    for (int i = 0; i < N; i++) m[i] = n[i], e[i] = 11.0 * m[i];
  }
  errors += check("data pcopyout", e, 11);
  // declare pcreate at file scope: the device copy the update moves.
#pragma acc parallel loop present(gd)
  for (int i = 0; i < N; i++) gd[i] = 12.0 * i;
#pragma acc update self(gd)
  errors += check("declare pcreate", gd, 12);
  if (errors)
    return 1;
  printf("PASSED\n");
  return 0;
}
