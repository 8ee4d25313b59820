// A pointer to a variable-length array declared in a region together with another variable: an
// error at the declaration naming it, never generated code that does not compile.
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, int m, double (*u)[m], double *out) {
#pragma acc parallel loop copyin(u[0:n][0:m]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    double (*p)[m] = u + i, s = 1;
    out[i] = p[0][0] + s;
  }
}
// CHECK: vla_device_unsupported.c:7:5: error: a declaration of a pointer to a variable-length array together with other variables is not supported in device code
// CHECK-NOT: error:
