/* kernels: interleaved writes z[2*i], z[2*i+1] (complex re/im) stay sequential; no two
   iterations touch the same element (2*i and 2*i'+1 never meet). NVHPC parallelises this.
   -Minfo: "not parallel: 'z[2 * i]' is written and 'z[2 * i + 1]' is used, which other
   iterations may write" (z[2*i+1] is not used at all, only written).
   Compile: acorncc -acc=multicore -Minfo=accel seq_interleaved_gcd.c */
#include <stdio.h>
#define N 1000
static double re[N], im[N], z[2*N];
int main(void) {
  for (int i = 0; i < N; i++) { re[i] = i; im[i] = -i; }
#pragma acc kernels copyin(re, im) copyout(z)
  for (int i = 0; i < N; i++) { z[2*i] = re[i]; z[2*i+1] = im[i]; }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += z[2*i] != i || z[2*i+1] != -i;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
