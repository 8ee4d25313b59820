/* atomic on double complex (invalid: not a scalar of an allowed type) - error quotes generated code */
#include <complex.h>
int main(void) {
  double complex z = 0;
  #pragma acc parallel loop copy(z)
  for (int i = 0; i < 10; i++) {
    #pragma acc atomic update
    z += 1.0;
  }
  return creal(z) != 10.0;
}
