// A .ii from -E keeps the macros of reserved names its source defined where they were: compiled
// again, it reads libstdc++'s headers again as #includes, which must be what they were for the
// source. `#define _GLIBCXX_ASSERTIONS` before <vector> checks operator[]: the program stops at its
// read past the end, built from the source and from the .ii alike. (-acc=multicore: with GPU code
// the source's own compile loses the macro, a bug of its own: docs/known-bugs.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -acc=multicore -E %s -o %t/pre.ii
// RUN: FileCheck --check-prefix=TEXT %s < %t/pre.ii
// RUN: %acorncxx -acc=multicore %s -o %t/source && not --crash %t/source 2>&1 | FileCheck %s
// RUN: %acorncxx -acc=multicore %t/pre.ii -o %t/prog && not --crash %t/prog 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore not --crash %t/prog 2>&1 | FileCheck %s
// TEXT: #define _GLIBCXX_ASSERTIONS 1
// TEXT: # 1 "{{.*}}/vector" 1 3
// CHECK: sum 6
// CHECK: Assertion '__n < this->size()' failed
#define _GLIBCXX_ASSERTIONS 1
#include <cstdio>
#include <vector>

int main(int argc, char **) {
  std::vector<double> v(4);
  double *p = v.data();
#pragma acc parallel loop copyout(p[0:4])
  for (int i = 0; i < 4; i++)
    p[i] = i;
  std::printf("sum %g\n", v[0] + v[1] + v[2] + v[3]);
  std::fflush(stdout);
  std::printf("past the end %g\n", v[argc + 3]);
  return 0;
}
