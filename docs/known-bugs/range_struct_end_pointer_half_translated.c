/* A [begin,end) range struct made on the host: Acorn implicitly attaches r.b (inside the mapped a[0:n]) but
   r.e = a + n (one past the end) is not inside any present data and keeps its HOST address, with no remark,
   warning or run-time message. In the region r.e - r.b mixes a device and a host address and the loop
   `q != r.e` runs off. (With bare pointers `first`/`last` the emulator stops with a clear
   "'last' points to host memory ... not present" message; the struct member case gets nothing.)
   Expected: the same clear message as for the bare pointer (or translating end pointers of a present block).
   Actual: acorncc -O2 this.c -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
     -> Segmentation fault (rc 139); host and multicore PASS. A GPU would fault or hang. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *b, *e; } Range;
int main(void) {
  int n = 256; double *a = malloc(n*sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
  Range r = { a, a + n };
  long cnt = -1;
  #pragma acc data copy(a[0:n])
  {
    #pragma acc serial copyout(cnt)
    {
      cnt = r.e - r.b;
      for (double *q = r.b; q != r.e; ++q) *q += 1.0;
    }
  }
  int bad = (cnt != n);
  for (int i = 0; i < n; i++) if (a[i] != i + 1.0) bad++;
  printf(bad ? "FAIL cnt=%ld\n" : "PASS\n", cnt); return bad != 0;
}
