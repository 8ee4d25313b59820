// A .ii written by acorn++ -E compiles back to the same program: the libstdc++ headers it holds
// are read as #includes again (the GPU compile's prelude and Acorn's headers read some of them:
// no 'redefinition of __terminate'), device code finds the device math (std::sqrt), and a
// directive a macro expands after other code of its line stays there (an update after the call on
// its line, not before it: the emulated discrete device would read 0).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -E %s -o %t/pre.ii
// RUN: %acorncxx %t/pre.ii -o %t/prog && env ACORN_EMULATE_DISCRETE=async %t/prog | FileCheck %s
// RUN: %acorncxx -acc=multicore %t/pre.ii -o %t/prog_mc && env ACC_DEVICE_TYPE=multicore %t/prog_mc | FileCheck %s
// -P expands the macros of acc directives too (the text without line markers cannot tell the
// toolchain headers' text from the file's: it compiles back only without directives).
// RUN: %acorncxx -E -P %s | FileCheck --check-prefix=PRAGMA %s
// PRAGMA: #pragma acc update self(a[0:100])
// CHECK: PASS 100 10
#include <cmath>
#include <cstdio>
#include <vector>

#define P(x) _Pragma(#x)
#define FETCH(a, n) P(acc update self(a[0:n]))

static void compute(int *a, int n) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = i + 1;
}

int main() {
  static int a[100];
  bool ok = true;
#pragma acc data copyin(a)
  {
    compute(a, 100); FETCH(a, 100)
    ok &= a[99] == 100;
  }
  std::vector<double> v(10, 4.0);
  double *p = v.data(), s = 0;
#pragma acc parallel loop reduction(+:s) copyin(p[0:10])
  for (int i = 0; i < 10; i++)
    s += std::sqrt(p[i]) / 2;
  std::printf("%s %d %g\n", ok && s == 10 ? "PASS" : "FAIL", a[99], s);
  return !(ok && s == 10);
}
