// -Minfo in C quotes the source line as the user wrote it (macros unexpanded), although Acorn
// lowers C from its preprocessed text.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#define N 100
#define IDX(i) ((i) * 2)
void f(double *a) {
#pragma acc parallel loop copyout(a[0:2 * N])
  for (int i = 0; i < N; i++) a[IDX(i)] = i;
}
// CHECK: minfo_source_as_written.c:8:3: remark: loop scheduled as gang, vector
// CHECK-NEXT: {{^}} 8 |   for (int i = 0; i < N; i++) a[IDX(i)] = i;
