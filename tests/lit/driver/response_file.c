// Response files (@FILE), as CMake and Ninja write long command lines: expanded before anything
// else, so their -D, -o and inputs take effect where the @FILE stands; GNU quoting, nested
// @FILEs.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: echo '-DVAL=3 "-DMSG=\"two words\"" @%t/more.rsp' > %t/defs.rsp && echo '-DEXTRA=4' > %t/more.rsp
// RUN: %acorncc @%t/defs.rsp %s -o %t/t && %t/t | FileCheck %s
// CHECK: PASS 3 4 two words
//
// -o in the @FILE names the output (not a.out), for a compile and for a link.
// RUN: echo '-c %s -o %t/obj/t.o' > %t/compile.rsp && mkdir -p %t/obj
// RUN: %acorncc -DVAL=3 -DEXTRA=4 '-DMSG="two words"' @%t/compile.rsp && test -f %t/obj/t.o
// RUN: echo '%t/obj/t.o -o %t/t_linked' > %t/link.rsp
// RUN: %acorncc @%t/link.rsp && %t/t_linked | FileCheck %s
// RUN: not test -f %t/a.out
//
// A response file that does not exist is an input that does not exist.
// RUN: not %acorncc @%t/missing.rsp 2>&1 | FileCheck --check-prefix=MISSING %s
// MISSING: error: {{.*}}missing.rsp
#include <stdio.h>

int main(void) {
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < VAL; i++)
    s += EXTRA;
  printf("%s %d %d %s\n", s == 12 ? "PASS" : "FAIL", VAL, EXTRA, MSG);
  return s != 12;
}
