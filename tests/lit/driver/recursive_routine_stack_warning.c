// A compute region calling a recursive routine: nvlink cannot determine the kernel's stack size
// and says so naming Acorn's kernel; the driver says it once per region in the user's terms (the
// region's file, line and column in C; its function in C++) and drops nvlink's line.
// REQUIRES: acorn-gpu
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/fib.c && cd %t
// RUN: %acorncc fib.c -o prog 2>&1 | FileCheck %s
// RUN: %acorncxx -x c++ fib.c -o prog 2>&1 | FileCheck --check-prefix=CXX %s
// CHECK-NOT: Stack size for entry function
// CHECK: warning: the compute region at fib.c:19:1 calls a recursive function (or one through a pointer): the GPU stack it needs cannot be known when linking, so each GPU thread has the default stack (1 KiB), and recursion deeper than it holds fails at run time
// CHECK-NOT: Stack size for entry function
// CXX-NOT: Stack size for entry function
// CXX: warning: a compute region in 'main' (fib.c) calls a recursive function
// CXX-NOT: Stack size for entry function
#pragma acc routine seq
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) {
  long f[20];
  int bad = 0;
#pragma acc parallel loop copyout(f)
  for (int i = 0; i < 20; i++)
    f[i] = fib(i);
  for (int i = 0; i < 20; i++)
    bad += f[i] != fib(i);
  return bad != 0;
}
