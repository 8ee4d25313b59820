/* (Question / portability, not certain it is a bug.) `create(zero: b[0:n])` gives zeros on the
   emulated discrete device (and on a GPU), but on host and multicore (shared memory) the region sees
   the host's old values: a tally that relies on `create(zero:)` / `copyout(zero:)` to start from 0
   gets different sums on multicore than on the GPU.  3.3 says the zero modifier zeroes the memory the
   create action allocates; on shared memory nothing is allocated, so this may be conforming, but
   then -Minfo or the docs could say so (user-guide says nothing about zero: on multicore).
   Commands: /work/hunt/acorn/bin/acorncc -O2 create_zero_modifier_not_zeroing_on_shared_memory.c -o z
             ACC_DEVICE_TYPE=multicore ./z                         -> s=-56 FAIL
             ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./z     -> s=0 PASS */
#include <stdio.h>
int main(void) {
  double b[8];
  for (int i = 0; i < 8; i++) b[i] = -7;
  double s = 0;
  #pragma acc parallel loop create(zero: b[0:8]) reduction(+:s)
  for (int i = 0; i < 8; i++) s += b[i];
  printf("s=%g (zeroed: 0)\n", s);
  printf(s == 0 ? "PASS\n" : "FAIL\n");
  return s != 0;
}
