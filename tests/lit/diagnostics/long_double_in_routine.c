// long double in a routine or in a function a region calls (an implicit routine), with GPU code
// generated: an error at its first use in each such function, as in a compute region (lit
// long_double_in_region.c; the GPU has no long double arithmetic). A long double constant is
// computed by the compiler and accepted. -acc=multicore compiles it.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncc -acc=multicore -c %s -o %t.o
#pragma acc routine seq
double scaled(double x) {
  long double s = 1.5L;
  return (double)(s * x);
  // CHECK-DAG: long_double_in_routine.c:[[@LINE-1]]:18: error: 'long double' cannot be used in 'scaled', which runs on the device, when GPU code is generated (the GPU has no long double arithmetic); use double there, or compile with -acc=multicore
}

static double helper(double x) {
  long double t = x;
  return (double)(t + t);
  // CHECK-DAG: long_double_in_routine.c:[[@LINE-2]]:19: error: 'long double' cannot be used in 'helper', which runs on the device,
}

#pragma acc routine seq
double constant_only(double x) { return x + (double)0.25L; }

void run(int n, double *out) {
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = scaled(i) + helper(i) + constant_only(i);
}
