// Directives in a header found through -isystem or -idirafter (CMake passes the include
// directories of imported targets with -isystem) are the user's, as in a -I header: the region is
// lowered and the routine compiled for the device, in C and in C++, and the dependence analysis
// reads the header's functions (a call writing a global keeps a kernels loop sequential, where a
// C library function would be taken to write none). Clang's system-header status
// stays for ordinary code (the header's unused variable does not fail -Wall -Werror); an error in
// one of the header's directives is still reported at its file, line and column.
// RUN: %acorncc --print-lowered -isystem %S/Inputs/isystem %s | FileCheck %s
// RUN: %acorncc --print-lowered -idirafter %S/Inputs/isystem %s | FileCheck %s
// RUN: %acorncc -Wall -Werror -isystem %S/Inputs/isystem %s -o %t && %t | FileCheck --check-prefix=OUT %s
// RUN: %acorncxx -x c++ -Wall -Werror -isystem %S/Inputs/isystem %s -o %t.cxx && %t.cxx | FileCheck --check-prefix=OUT %s
// RUN: %acorncc -c -DTALLY -Minfo=accel -isystem %S/Inputs/isystem %s -o %t.o 2>&1 | FileCheck --check-prefix=INFO %s
// RUN: not %acorncc -c -DSCALE_LIB_WAIT_IN_IF -isystem %S/Inputs/isystem %s -o %t.o 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: not %acorncxx -x c++ -c -DSCALE_LIB_WAIT_IN_IF -isystem %S/Inputs/isystem %s -o %t.o 2>&1 | FileCheck --check-prefix=ERR %s
#include <stdio.h>
#include <scale_lib.h>

#ifdef TALLY
void tally(double *restrict a, int n)
{
#pragma acc kernels copy(a[0:n])
  // INFO: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the call of 'scale_lib_tally' writes 'scale_lib_calls', which other iterations may use)
  for (int i = 0; i < n; ++i) {
    a[i] += 1.0;
    scale_lib_tally();
  }
}
#endif

int main(void)
{
  double a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  scale_lib_apply(a, 16);
  printf("%s %d\n", a[15] == 30.0 ? "scaled" : "not scaled", scale_lib_version());
  return a[15] != 30.0;
}

// CHECK-NOT: not supported
// CHECK: static const acorn_construct __acorn_c = {"{{.*}}Inputs/isystem/scale_lib.h", 25, 1, "parallel loop", __func__};
// CHECK: ---- kernel unit ----
// CHECK: ACORN_HD static inline double scale_lib_twice(double x) { return 2.0 * x; }
// OUT: scaled 3
// ERR: scale_lib.h:22:1: error: the 'wait' directive cannot be the statement of an if, loop, case or label
