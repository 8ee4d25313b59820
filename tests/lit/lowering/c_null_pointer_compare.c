// C orders a pointer and the literal 0 (GCC accepts it); the C++ device unit needs the 0 as a
// pointer, also at the end of an atomic's if condition (a fuzz finding).
// RUN: %acorncc -c %s -o %t.o
// RUN: %acorncc --print-lowered %s | FileCheck %s
void f(int n, const float *x, int *count) {
#pragma acc parallel loop copyin(x[0:n]) copy(count[0:1])
  for (int i = 0; i < n; i++) {
    if (x > 0 && x[i] > 0.0f) {
#pragma acc atomic update if(x > 0)
      count[0] /= 2;
    }
  }
}
// CHECK: ---- kernel unit ----
// CHECK: if (x > ((const float *)(0))) {
