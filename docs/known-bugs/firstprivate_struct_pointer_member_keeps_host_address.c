/* firstprivate(v) of a struct whose pointer member points into data mapped by an enclosing data construct.
   -Minfo says "implicit ATTACH of 'v.p'", yet the lowered code attaches the HOST struct's field (v is
   not present, so nothing happens) and passes the firstprivate copy with the host address. By 2.6.4 the
   copy holds the host value, so a GPU faults; but then the remark is wrong and nothing warns (the
   implicit case, no clause, is copied and attached and works; a by-value lambda gets a warning).
   Expected: PASS like the implicit case, or a warning that v.p is a host address in the region.
   Actual: acorncc -O2 -Minfo=accel this.c -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
     -> remark "implicit ATTACH of 'v.p'", then "buf[1]=1 ... FAIL"; host and multicore PASS. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *p; double f; } View;
int main(void) {
  int n = 100; double *buf = malloc(n*sizeof(double));
  for (int i = 0; i < n; i++) buf[i] = i;
  View v = { buf, 4.0 };
  #pragma acc data copy(buf[0:n])
  {
    #pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < n; i++) v.p[i] *= v.f;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) if (buf[i] != 4.0*i) { if (bad++ < 3) printf("buf[%d]=%g\n", i, buf[i]); }
  printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
