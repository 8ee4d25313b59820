// 't' in both private and firstprivate on one construct: contradictory. Expected: an error
// (or at least a warning) at 10:40. Actual: acorncc -O2 private_and_firstprivate_same_var_silent_nan.c
// compiles with no diagnostic, and every run (host, multicore, emulated discrete) prints
//   a[5]=nan FAIL
// i.e. 'private' silently wins and the uninitialized copy is used.
#include <stdio.h>
int main(void) {
  double a[64], t = 3.0;
  for (int i = 0; i < 64; i++) a[i] = 1.0;
  #pragma acc parallel loop private(t) firstprivate(t) copy(a)
  for (int i = 0; i < 64; i++) a[i] *= t;
  printf("a[5]=%f %s\n", a[5], a[5] == 3.0 ? "PASS" : "FAIL");
  return a[5] == 3.0 ? 0 : 1;
}
