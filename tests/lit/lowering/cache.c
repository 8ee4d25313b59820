// 2.10 cache: accepted (also naming the loop variable, which Clang 22 alone warns about), reported
// by -Minfo, and left out of the device code.
// RUN: %acorncc --print-lowered -Minfo=accel %s 2>%t.remarks | FileCheck %s
// RUN: FileCheck --check-prefix=INFO %s < %t.remarks
void f(int n, double *restrict a, const double *restrict b) {
#pragma acc parallel loop copyin(b[0:n]) copyout(a[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(b[i-1:3])
    a[i] = b[i - 1] + b[i] + b[i + 1];
  }
}
// CHECK: ---- kernel unit ----
// CHECK-NOT: pragma acc
// CHECK: /* acc cache */
// CHECK-NOT: pragma acc
// INFO-NOT: warning
// INFO: cache.c:8:19: remark: cache: 'b[i-1:3]' is read where it is: its elements move with the loop's iterations
