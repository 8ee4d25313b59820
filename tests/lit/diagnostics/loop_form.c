// A partitioned loop must be in canonical form; the error points at the offending part.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i *= 2)
    a[i] = 0;
}
// CHECK: loop_form.c:5:26: error: OpenACC 'parallel loop' variable must monotonically increase or decrease
