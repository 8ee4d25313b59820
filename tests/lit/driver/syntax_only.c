// -fsyntax-only checks the source, directives included, and writes nothing: no object, no
// program, no link step (and so nothing for -Werror to fail on); invalid code is reported.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %acorncc -fsyntax-only -Wall -Werror %s 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %acorncc -fsyntax-only %s -o %t/out 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %acorncxx -fsyntax-only -Werror -x c++ %s 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %acorncc -fsyntax-only -noacc -Werror %s 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %acorncc -fsyntax-only -x c - < %s 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: ls %t | FileCheck --allow-empty --check-prefix=QUIET %s
// QUIET-NOT: {{.}}
//
// RUN: not %acorncc -fsyntax-only -DBAD_CLAUSE %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %acorncxx -fsyntax-only -x c++ -DBAD_CLAUSE %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %acorncc -fsyntax-only -DBAD_CODE %s 2>&1 | FileCheck --check-prefix=BADCODE %s
// BAD: syntax_only.c:{{[0-9]+}}:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_array'
// BADCODE: syntax_only.c:{{[0-9]+}}:{{[0-9]+}}: error: expected expression
// RUN: ls %t | FileCheck --allow-empty --check-prefix=QUIET %s
#include <stdio.h>

int main(void) {
  double a[16];
  double s = 0;
#ifdef BAD_CLAUSE
#pragma acc parallel loop copyout(undeclared_array[0:16])
#else
#pragma acc parallel loop copyout(a)
#endif
  for (int i = 0; i < 16; i++)
#ifdef BAD_CODE
    a[i] = i +;
#else
    a[i] = i;
#endif
#pragma acc parallel loop reduction(+:s) copyin(a)
  for (int i = 0; i < 16; i++)
    s += a[i];
  printf("%g\n", s);
  return 0;
}
