/* A global array of structs whose pointer members point into one mapped pool; the region reaches
   tab[b].vals[j]. Acorn's implicit attach lists one item per element (tab[0].vals ... tab[63].vals); with 65
   elements it attaches none, silently: -Minfo shows only "implicit PRESENT of 'tab'", no warning, and every
   block is written through its HOST address. (By 2.6.4 a conforming program attaches them itself, but with
   NB 64 Acorn does it and the program passes, so the cliff at 65 is silent.)
   Expected: PASS as with NB=64 (acorncc -DNB=64), or a warning naming tab[b].vals at NB 65.
   Actual: acorncc -O2 this.c -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
     -> "b=0 j=1 1 ... FAIL"; host and multicore PASS; -DNB=64 passes everywhere. A GPU would fault. */
#include <stdio.h>
#include <stdlib.h>
#ifndef NB
#define NB 65
#endif
typedef struct { double *vals; } Block;
Block tab[NB];
int main(void) {
  double *pool = malloc(NB*4*sizeof(double));
  for (int i = 0; i < NB*4; i++) pool[i] = i;
  for (int b = 0; b < NB; b++) tab[b].vals = pool + b*4;
  #pragma acc data copy(pool[0:NB*4]) copyin(tab)
  {
    #pragma acc parallel loop
    for (int b = 0; b < NB; b++)
      for (int j = 0; j < 4; j++) tab[b].vals[j] *= 2.0;
  }
  int bad = 0;
  for (int i = 0; i < NB*4; i++) if (pool[i] != 2.0*i) { if (bad++ < 3) printf("b=%d j=%d %g\n", i/4, i%4, pool[i]); }
  printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}
