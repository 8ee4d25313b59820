// A kernel that faults in a synchronous compute construct with data to copy back: the construct
// waits for its kernel only at its end, behind the copy back, and the error is still reported as
// the kernel's, at the construct's line (not as a failed copy).
// EXPECT: kernel_fault_copyout.c:12:1: in 'parallel loop': kernel execution failed: an illegal memory access was encountered
#include <stdint.h>
#include <stdio.h>

int main(void) {
  double sum = 0.0;
  int x[64] = {0};
  int *bad = (int *)(uintptr_t)0x1000; // not a device address
#pragma acc parallel loop deviceptr(bad) copyout(x[0:64]) reduction(+:sum)
  for (int i = 0; i < 64; ++i) {
    bad[i * 1000] = i;
    x[i] = i;
    sum += i;
  }
  printf("not reached: %d %g\n", x[3], sum);
  return 0;
}
