/* A struct holding an array of pointers (one per component) is made on the host and used in a region
   (implicit copy); the components' data are mapped by an enclosing data construct. Acorn attaches
   plain pointer members it sees used (f.p, s.in.a, ...), but not f.comp[c]: the region writes through the
   HOST addresses, with no remark or warning (-Minfo shows only "implicit COPY of 'f'").
   Expected: PASS (as with a plain member `double *a, *b`), or a diagnostic.
   Actual: acorncc -O2 this.c -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
     -> "d[0][1]=1 ... FAIL"; host and multicore PASS. A GPU would fault (illegal address). */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *comp[2]; int n; } VecField;
int main(void) {
  int n = 100; double *d0 = malloc(n*sizeof(double)), *d1 = malloc(n*sizeof(double));
  for (int i = 0; i < n; i++) { d0[i] = i; d1[i] = -i; }
  VecField f = { { d0, d1 }, n };
  #pragma acc data copy(d0[0:n], d1[0:n])
  {
    #pragma acc parallel loop
    for (int i = 0; i < f.n; i++) { f.comp[0][i] *= 2.0; f.comp[1][i] *= 2.0; }
  }
  int bad = 0;
  for (int i = 0; i < n; i++) if (d0[i] != 2.0*i || d1[i] != -2.0*i) { if (bad++ < 3) printf("d[0][%d]=%g\n", i, d0[i]); }
  printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
