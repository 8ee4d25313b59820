// A .i written by -E (with or without line markers, with comments) compiles back to the same
// program: its toolchain headers are read as #includes again (Acorn's headers read <stddef.h>:
// no 'typedef redefinition' of max_align_t), its device code finds the device math (sqrt), and a
// directive a macro expands after other code of its line stays there (an update after the call
// on its line, not before it: the emulated discrete device would read 0). Acorn's <openacc.h>
// is read again as well.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -E %s -o %t/pre.i
// RUN: %acorncc %t/pre.i -o %t/prog && env ACORN_EMULATE_DISCRETE=async %t/prog | FileCheck %s
// RUN: %acorncc -acc=multicore %t/pre.i -o %t/prog_mc && env ACC_DEVICE_TYPE=multicore %t/prog_mc | FileCheck %s
// RUN: %acorncc -E -P %s -o %t/pre_p.i && not grep -q '^# [0-9]' %t/pre_p.i
// RUN: %acorncc -E -C %s -o %t/pre_c.i && grep -q 'a comment -C keeps' %t/pre_c.i
// RUN: %acorncc %t/pre_c.i -o %t/prog_c && env ACORN_EMULATE_DISCRETE=async %t/prog_c | FileCheck %s
// -P and -C expand the macros of acc directives too. (Without line markers, -P, the C library's
// declarations read as the file's own: its device code may call none of them.)
// RUN: FileCheck --check-prefix=PRAGMA %s < %t/pre_p.i
// RUN: FileCheck --check-prefix=PRAGMA %s < %t/pre_c.i
// PRAGMA: #pragma acc parallel loop copyout(b[0:64])
// CHECK: PASS 100 64
#include <math.h>
#include <openacc.h>
#include <stddef.h>
#include <stdio.h>

#define N 64
#define P(x) _Pragma(#x)
#define FETCH(a, n) P(acc update self(a[0:n]))
#define TWICE(a, n) P(acc parallel loop copy(a[0:n])) for (int i = 0; i < n; i++) a[i] *= 2;

static void compute(int *a, int n) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
}

int main(void) {
  static int a[100];
  float b[N];
  /* (A text naming acc_get_device_type is patched for device_type groups as well.) */
  int ok = sizeof(max_align_t) >= 8 && acc_get_device_type() != acc_device_none; /* a comment -C keeps */
#pragma acc data copyin(a)
  {
    compute(a, 100); FETCH(a, 100)
    ok &= a[99] == 100;
  }
#pragma acc parallel loop copyout(b[0:N])
  for (int i = 0; i < N; i++)
    b[i] = sqrtf((float)(i * i));
  { TWICE(b, N) }
  int same = 0;
  for (int i = 0; i < N; i++)
    same += b[i] == 2.0f * i;
  printf("%s %d %d\n", ok && same == N ? "PASS" : "FAIL", a[99], same);
  return !(ok && same == N);
}
