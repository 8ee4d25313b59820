/* helper is declared "routine seq" in use.c but def.c (its definition) sees no routine directive.
   Link (also -acc=multicore) fails with messages naming generated code:
   use.acorn-kernels-0cb616.cpp: undefined reference to `__acorn_c::helper(double)` / nvlink: _ZN9__acorn_c6helperEd.
   Expected: an error naming helper and saying its definition needs a routine directive (or, for multicore, just call the host function). */
#include <stdio.h>
#pragma acc routine seq
double helper(double x);
int main(void) {
  double a[10];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; ++i) a[i] = helper(i);
  printf("%s\n", a[9] == 10 ? "PASS" : "FAIL");
  return 0;
}
