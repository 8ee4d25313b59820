// A TMPDIR that is not a directory is named in one error (clang and the linker would each fail
// with "IO failure on output stream" or "unable to open output file", naming no cause); -E writes
// no temporary file and works.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env TMPDIR=%t/missing not %acorncc %s -o %t/prog 2>&1 | FileCheck %s
// RUN: touch %t/file && env TMPDIR=%t/file not %acorncc -c %s -o %t/prog.o 2>&1 | FileCheck --check-prefix=FILE %s
// RUN: env TMPDIR=%t/missing %acorncc -E %s | FileCheck --check-prefix=PRE %s
// CHECK: acorncc: error: TMPDIR is '{{.*}}missing', which is not a directory: set TMPDIR to an existing directory for the temporary files, or unset it
// CHECK-NOT: IO failure
// FILE: acorncc: error: TMPDIR is '{{.*}}file', which is not a directory
// PRE: #pragma acc parallel loop
int main(void) {
  int a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = i;
  return a[7] != 7;
}
