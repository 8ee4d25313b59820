// Under ACORN_EMULATE_DISCRETE=async, a region that dereferences a host pointer is reported
// when the pointer is a plain variable ("'field' points to host memory ... that is not
// present on the device"), but NOT when the pointer (1) is a member of a struct copied in
// shallowly, or (2) is named in deviceptr(). On a GPU both dereference host memory.
// Expected: the same runtime error for g.vals (line 19) and for u (line 22).
// Actual: acorncc -O2 emulated_device_misses_host_pointer_in_struct_and_deviceptr.c -o e &&
//   ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./e   -> prints "6.000000 3.000000", rc 0.
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *vals; } grid_t;
int main(void) {
  grid_t g; g.n = 100; g.vals = malloc(g.n * sizeof(double));
  double *u = malloc(100 * sizeof(double));
  for (int i = 0; i < g.n; i++) g.vals[i] = i;
  #pragma acc enter data copyin(g)
  /* g.vals is not attached: the device copy of g holds the host address */
  #pragma acc parallel loop present(g)
  for (int i = 0; i < g.n; i++)
    g.vals[i] *= 2.0;
  #pragma acc parallel loop deviceptr(u)      /* u is a malloc'ed host pointer */
  for (int i = 0; i < 100; i++)
    u[i] = i;
  #pragma acc exit data copyout(g)
  printf("%f %f\n", g.vals[3], u[3]);
  return 0;
}
