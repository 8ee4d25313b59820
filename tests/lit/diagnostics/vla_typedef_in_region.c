// An array declared in a compute region with a VLA typedef from before it (`typedef double
// row[m]; ... row loc;`, m not constant): with GPU code generated it is an error at the
// declaration, as for `double loc[m]`; -acc=multicore declares it with the type's extent and runs
// it (device code has no typedef of a VLA type: it spells the array's dimensions).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %acorncc -acc=multicore %s -o %t && %t | FileCheck --check-prefix=OUT %s
// OUT: PASS
#include <stdio.h>
int main(void)
{
  int m = 5, bad = 0;
  typedef double row[m];
  double out[10];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 10; i++) {
    row loc;
    // CHECK: vla_typedef_in_region.c:[[@LINE-1]]:9: error: the variable-length array 'loc' cannot be declared in a compute region when GPU code is generated
    for (int j = 0; j < m; j++) loc[j] = i + j;
    out[i] = loc[m - 1] + sizeof(loc) / sizeof(double);
  }
  for (int i = 0; i < 10; i++) bad += out[i] != i + 4 + 5;
  puts(bad ? "FAIL" : "PASS");
  return bad;
}
