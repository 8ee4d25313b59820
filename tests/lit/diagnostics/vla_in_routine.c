// A variable-length array declared in a routine, or in a function device code calls without one
// (an implicit routine, 2.15.1): device code has none, so with GPU code generated it is an error at
// the declaration naming the function, as in a compute region; -acc=multicore compiles it.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -Wno-vla-cxx-extension -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %acorncc -acc=multicore -c %s -o %t.o
#pragma acc routine seq
double sum_to(int n) {
  double t[n], s = 0;
  // CHECK-DAG: vla_in_routine.c:[[@LINE-1]]:10: error: the variable-length array 't' cannot be declared in 'sum_to', which runs on the device, when GPU code is generated (device code has no variable-length arrays); give it a constant size, pass it in as a pointer, or compile with -acc=multicore
  for (int i = 0; i < n; i++) {
    t[i] = i;
    s += t[i];
  }
  return s;
}

double implicit_one(int m, const double *u) {
  double w[m];
  // CHECK-DAG: vla_in_routine.c:[[@LINE-1]]:10: error: the variable-length array 'w' cannot be declared in 'implicit_one', which runs on the device, when GPU code is generated
  w[0] = u[0];
  return w[0];
}

void run(double *a, double *u) {
#pragma acc parallel loop copyout(a[0:64]) copyin(u[0:64])
  for (int i = 0; i < 64; i++)
    a[i] = sum_to(i % 10 + 1) + implicit_one(8, u);
}
