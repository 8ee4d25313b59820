// A C++ file preprocessed without line markers (-E -P) with directives cannot be compiled by Acorn
// (libstdc++'s text cannot be told from the file's own, and the lowered code reads some of those
// headers again): a clear error saying what to do, not libstdc++'s redefinitions. Without line
// markers, the same file's -E output compiles; without directives, -E -P's output compiles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -E -P %s -o %t/pre_p.ii
// RUN: not %acorncxx -c %t/pre_p.ii -o %t/pre_p.o 2>&1 | FileCheck --check-prefix=ERROR %s
// RUN: not %acorncxx -fsyntax-only %t/pre_p.ii 2>&1 | FileCheck --check-prefix=ERROR %s
// ERROR: error: '{{.*}}pre_p.ii' is preprocessed C++ without line markers (-E -P), which Acorn cannot compile with its OpenACC directives{{.*}}preprocess it with -E without -P
// ERROR-NOT: redefinition
// RUN: %acorncxx -E %s -o %t/pre.ii && %acorncxx %t/pre.ii -o %t/prog && %t/prog | FileCheck %s
// RUN: %acorncxx -E -P -DNO_DIRECTIVES %s -o %t/plain.ii && %acorncxx %t/plain.ii -o %t/plain && %t/plain | FileCheck %s
// RUN: %acorncxx -E -P %s -o %t/noacc.ii && %acorncxx -fno-openacc %t/noacc.ii -o %t/noacc && %t/noacc | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v(16);
  int *p = v.data();
#ifndef NO_DIRECTIVES
#pragma acc parallel loop copyout(p[0:16])
#endif
  for (int i = 0; i < 16; i++)
    p[i] = i;
  std::printf("%s\n", v[15] == 15 ? "PASS" : "FAIL");
}
