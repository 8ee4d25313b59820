/* long double complex functions in a region run in double precision on host/multicore */
#include <stdio.h>
#include <complex.h>
int main(void) {
  long double complex z = 1.0L + 1.0L*I, r;
  long double a;
#pragma acc serial copyout(r, a) copyin(z)
  { r = csqrtl(z); a = cabsl(z); }
  long double complex h = csqrtl(z);
  long double ha = cabsl(z);
  printf("region csqrtl %.21Lg cabsl %.21Lg\nhost   csqrtl %.21Lg cabsl %.21Lg\n", creall(r), a, creall(h), ha);
  return r != h || a != ha;
}
