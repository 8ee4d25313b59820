// A subarray in a declare directive: the spec's declare takes whole variables (OpenACC 2.0 said
// so outright; GCC refuses it), NVHPC maps the section and real code relies on it. Acorn maps it
// too, with a warning in Clang's group -Wopenacc-extension (-Wno-openacc-extension turns it off,
// -Werror=openacc-extension makes it an error).
// RUN: %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: %acorncc -Wno-openacc-extension -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: %acorncxx -x c++ -Wno-openacc-extension -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: not %acorncc -Werror=openacc-extension -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERROR
// QUIET-NOT: warning:
void f(double *a, int n) {
  #pragma acc declare copy(a[0:n])
  #pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
  {
    double *b = a + 1;
#pragma acc declare create(b[0:2])
    b[0] = 1;
  }
}
// CHECK: declare_subarray.c:12:28: warning: subarray in 'declare' is an extension: the declare directive takes whole variables (2.13), NVHPC accepts subarrays; 'a[0:n]' is mapped for the enclosing function's scope [-Wopenacc-extension]
// CHECK: declare_subarray.c:17:28: warning: subarray in 'declare' is an extension: the declare directive takes whole variables (2.13), NVHPC accepts subarrays; 'b[0:2]' is mapped for the enclosing block's scope [-Wopenacc-extension]
// ERROR: declare_subarray.c:12:28: error: subarray in 'declare' is an extension
