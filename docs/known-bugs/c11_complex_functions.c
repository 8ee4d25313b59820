/* C11 <complex.h> functions other than cexp/clog/csqrt/cpow/csin/ccos are undeclared in regions */
#include <stdio.h>
#include <complex.h>
int main(void) {
  double complex z = 0.3 + 0.4*I, r[4];
#pragma acc serial copyout(r) copyin(z)
  { r[0] = ctan(z); r[1] = csinh(z); r[2] = casin(z); r[3] = catanh(z); }
  for (int i = 0; i < 4; i++) printf("%g%+gi\n", creal(r[i]), cimag(r[i]));
  return 0;
}
