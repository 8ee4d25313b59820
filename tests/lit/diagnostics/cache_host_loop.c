// 2.10: a cache directive in a loop the host runs (outside any compute region) is ignored with a
// warning (GCC and NVHPC ignore it); in a region's loop it is not.
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(const double *a, double *b, int n) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i - 1:3])
    b[i] = a[i - 1] + a[i + 1];
  }
}

int main(void) {
  double a[8] = {0}, b[8];
  for (int i = 1; i < 7; i++) {
#pragma acc cache(a[i - 1:3])
    b[i] = a[i - 1] + a[i + 1];
  }
  f(a, b, 8);
  return (int)b[1];
}
// CHECK-NOT: cache_host_loop.c:8:{{.*}}the 'cache' directive
// CHECK: cache_host_loop.c:16:1: warning: the 'cache' directive has no effect outside a compute region or routine: the loop runs on the host; ignored
// CHECK-NOT: error:
