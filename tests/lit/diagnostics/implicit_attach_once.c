// Each implicit attachment is listed once: a struct the region takes whole (passed by value to a
// routine) attaches each of its pointer members once, also a member the region reads directly and
// the routine reads too (f.a), and one it reads only directly (f.b).
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="implicit ATTACH"
typedef struct { double *a, *b, *c; } F;
#pragma acc routine seq
static double g(F f, int i) { return f.a[i]; }
void run(double *a, double *b, double *c, int n) {
  F f = {a, b, c};
#pragma acc data copyin(f.a[0:n]) copyout(f.b[0:n]) create(f.c[0:n])
  {
// CHECK: [[@LINE+3]]:1: remark: implicit ATTACH of 'f.b'
// CHECK-NEXT: [[@LINE+2]]:1: remark: implicit ATTACH of 'f.a'
// CHECK-NEXT: [[@LINE+1]]:1: remark: implicit ATTACH of 'f.c'
#pragma acc parallel loop
    for (int i = 0; i < n; i++) f.b[i] = g(f, i) + f.a[i];
  }
}
