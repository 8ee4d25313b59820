// Build-system checks: -E -dM lists the macros (_OPENACC among them), also of standard input; -noacc
// compiles as a compiler without OpenACC would (no _OPENACC, so #ifdef _OPENACC fallbacks apply);
// a source on standard input (-x c -) compiles and runs, directives included, and its quoted
// includes are found in the current directory, as GCC looks for them.
// RUN: %acorncc -E -dM -x c - < %s | FileCheck --check-prefix=MACROS %s
// RUN: %acorncc -noacc -E -dM -x c - < %s | FileCheck --check-prefix=NOACC %s
// RUN: %acorncc -noacc %s -o %t.noacc && %t.noacc | FileCheck --check-prefix=RUN-NOACC %s
// RUN: %acorncc -acc=multicore -x c - -o %t.stdin < %s && %t.stdin | FileCheck --check-prefix=RUN-ACC %s
// RUN: cd %S/Inputs/stdin_include && %acorncc -acc=multicore -DWITH_HEADER -x c - -o %t.inc < %s && %t.inc | FileCheck --check-prefix=RUN-INC %s
// MACROS: #define _OPENACC 202211
// NOACC-NOT: _OPENACC
// RUN-NOACC: without OpenACC 45
// RUN-ACC: with OpenACC 45
// RUN-INC: with OpenACC 145
#include <stdio.h>
#ifdef WITH_HEADER
#include "stdin_offset.h"
#else
#define STDIN_OFFSET 0
#endif

int main(void) {
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; i++)
    s += i;
#ifdef _OPENACC
  printf("with OpenACC %d\n", s + STDIN_OFFSET);
#else
  printf("without OpenACC %d\n", s);
#endif
  return s != 45;
}
