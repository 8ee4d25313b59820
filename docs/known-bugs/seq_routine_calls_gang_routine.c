/* Invalid code that Acorn accepts: a 'seq' routine (and a 'vector' routine) calls a 'gang' routine.
 * OpenACC 3.3 2.15.1: a seq procedure may not contain or call a procedure containing gang, worker or
 * vector loops; a vector routine may not call a gang or worker routine. Expected: a compile error (Acorn
 * reports the analogous cases: a gang loop in a seq routine, a worker routine called in a vector loop).
 * Accepted, the program computes a wrong result on multicore (prints 2, not 4). */
#include <stdio.h>
#pragma acc routine gang
void g(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; ++i) a[i] += 1;
}
#pragma acc routine seq
void f(double *a, int n) { g(a, n); }
int main(void) {
  double a[100] = {0};
#pragma acc parallel loop gang copy(a)
  for (int k = 0; k < 4; ++k) f(a, 100);
  printf("%g (expected a compile error; sequential meaning would give 4)\n", a[0]);
  return a[0] != 4;
}
