/* -Minfo lists the same implicit attachment twice.
   A struct taken whole by a region (passed by value to a routine) whose member pointer the region
   also reads directly (f.a[i]) gets "implicit ATTACH of 'f.a'" printed twice for one construct;
   expected: each implicit attachment once (f.b, f.a, f.c).  Results are right on every target.
   Commands: /work/hunt/acorn/bin/acorncc -O2 -Minfo=accel minfo_duplicate_implicit_attach.c -o m
             (look at the remarks for line 18), then ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./m -> PASS */
#include <stdio.h>
typedef struct { double *a, *b, *c; } F;
#pragma acc routine seq
static double g(F f, int i) { return f.a[i]; }
int main(void) {
  enum { n = 64 };
  double a[n], b[n], c[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  F f = {a, b, c};
  #pragma acc data copyin(f.a[0:n]) copyout(f.b[0:n]) create(f.c[0:n])
  {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) f.b[i] = g(f, i) + f.a[i];
  }
  int bad = 0;
  for (int i = 0; i < n; i++) if (b[i] != 2.0 * i) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
