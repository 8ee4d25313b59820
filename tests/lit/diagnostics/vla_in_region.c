// A variable-length array declared in a compute region: device code has none, so with GPU code
// generated it is an error at the declaration saying what to do (a VLA declared before the
// construct and named in private works); -acc=multicore compiles it.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -Wno-vla-cxx-extension -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %acorncc -acc=multicore -c %s -o %t.o
void f(int n, int nv, double *out) {
  double v[nv];
#pragma acc parallel loop copyout(out[0:n]) private(v)
  for (int i = 0; i < n; i++) {
    double w[nv];
    for (int k = 0; k < nv; k++)
      v[k] = w[k] = i + k;
    out[i] = w[nv - 1] + v[0];
  }
}
// CHECK: vla_in_region.c:11:12: error: the variable-length array 'w' cannot be declared in a compute region when GPU code is generated (device code has no variable-length arrays); declare it before the construct and name it in a private clause (each thread then gets its own copy), give it a constant size, or compile with -acc=multicore
// CHECK-NOT: error:
