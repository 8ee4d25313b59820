/* GPU: a region using members through a pointer to a struct whose member sections are mapped
   (`copyin(fp->in[0:fp->n])`, `fp->out[i]` in the loop) dereferences the host pointer fp on the
   device ("implicit POINTER of 'fp'": *fp is not present): an illegal memory access. Works on host
   and multicore, and with a struct variable (`f.in[0:f.n]`, `f.out[i]`). Issue 6 asks for
   `p->a[0:n]` sections. Prints 199 when right. */
#include <stdio.h>
typedef struct { int n; double *in; double *out; } field;
int main(void) {
  double x[100], y[100];
  for (int i = 0; i < 100; i++) x[i] = i;
  field f = {100, x, y};
  field *fp = &f;
#pragma acc parallel loop copyin(fp->in[0:fp->n]) copyout(fp->out[0:fp->n])
  for (int i = 0; i < fp->n; i++)
    fp->out[i] = 2 * fp->in[i] + 1;
  printf("%g\n", y[99]);
  return 0;
}
