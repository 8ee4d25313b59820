// 2.12: an atomic's x and v are single integer, floating-point or pointer values; a C complex
// value is an error at the operand, naming it (Clang 22 takes it for a scalar; GCC refuses it).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s
#include <complex.h>

struct wave {
  double complex amp;
};

int main(void) {
  double complex z = 0, old;
  struct wave w = {0};
#pragma acc parallel loop copy(z, w)
  for (int i = 0; i < 10; i++) {
#pragma acc atomic update
    z += 1.0;
#pragma acc atomic capture
    { old = w.amp; w.amp = w.amp * 2; }
  }
#pragma acc atomic read
  old = z;
  return creal(z + old) != 10.0;
}
// CHECK: atomic_complex.c:17:5: error: 'z' has type '_Complex double': an atomic operates on one integer, floating-point or pointer value, not on a complex one (2.12); update the real and imaginary parts as two atomics
// CHECK: atomic_complex.c:19:7: error: 'old' has type '_Complex double'
// CHECK: atomic_complex.c:22:3: error: 'old' has type '_Complex double'
// CHECK-NOT: error:
