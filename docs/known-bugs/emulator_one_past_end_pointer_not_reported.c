/* The emulated discrete device follows a pointer that points one past the end of mapped data
   (an address of no mapped element) instead of stopping with its "points to host memory that is
   not present" error: the program maps only x[0:n] and a region reads y[i] with y = x + n.
   With y = x + n + 5 the emulator stops and names 'y' ('y' points to host memory ... not
   present); with y = x + n it translates y to the end of x's device copy and reads (or, if the loop
   writes, corrupts: "malloc(): corrupted top size") memory past the device buffer, silently.
   A GPU would read/write past the device allocation the same way.
   Expected: the same error as for x + n + 5 (the region indexes y[0..n-1], none of them present),
   or at least not a silent out-of-bounds access.  Found in an emulated run, not checked on a GPU.
   Commands: acorncc -O2 emulator_one_past_end_pointer_not_reported.c -o e
             ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./e 100   -> prints garbage sum / FAIL (bug)
             ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./e 105   -> runtime error naming 'y' (expected kind) */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = 100, off = argc > 1 ? atoi(argv[1]) : 100;
  double *x = calloc(2 * n, sizeof(double));
  #pragma acc enter data copyin(x[0:n])
  double *y = x + off;
  double s = 0;
  #pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++) s += y[i];
  printf("s=%g (host memory holds zeros; expected a not-present error or 0)\n", s);
  printf(s == 0 ? "PASS\n" : "FAIL\n");
  return s != 0;
}
