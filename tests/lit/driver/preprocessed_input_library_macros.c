// A .i from -E keeps the macros of reserved names its source defined (and those of the command
// line) where they were: compiled again, it reads the C library's headers again as #includes, which
// must declare what they declared for the source. Under strict C11, `#define _GNU_SOURCE` declares
// strdup and sincos; without it, both are implicit declarations (an int result: strdup's pointer
// cut to 32 bits). An include guard of a reserved name is left out; the program's own macros (N)
// are expanded already.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -std=c11 -D_DEFAULT_SOURCE -E %s -o %t/pre.i
// RUN: FileCheck --check-prefix=TEXT %s < %t/pre.i
// RUN: %acorncc -std=c11 -c %t/pre.i -o %t/pre.o 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %acorncc %t/pre.o -o %t/prog
// RUN: %t/prog | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/prog | FileCheck %s
// RUN: env ACORN_EMULATE_DISCRETE=async %t/prog | FileCheck %s
// RUN: %acorncc -std=c11 -E -P %s -o %t/pre_p.i && %acorncc -std=c11 %t/pre_p.i -o %t/prog_p 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %t/prog_p | FileCheck %s
// TEXT-NOT: #define _OPENACC
// TEXT: #define _DEFAULT_SOURCE 1
// TEXT: #define _GNU_SOURCE
// TEXT-NOT: #define N
// TEXT: # 1 "/usr/include/string.h" 1 3 4
// TEXT-NOT: #define _ACORN_TEST_GUARD_H
// QUIET-NOT: warning
// QUIET-NOT: error
// CHECK: PASS copy 1
#define _GNU_SOURCE
#define N 8
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "Inputs/reserved_guard.h"

int main(void) {
  char *s = strdup("copy");
  double sn, cs, a[N];
  sincos(0.5, &sn, &cs);
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; i++)
    a[i] = 2.0 * i;
  int ok = strcmp(s, "copy") == 0 && fabs(sn * sn + cs * cs - 1) < 1e-12 && a[N - 1] == 14 && guarded() == 1;
  printf("%s %s %d\n", ok ? "PASS" : "FAIL", s, guarded());
  free(s);
  return !ok;
}
