// 2.15.1: a function that device code calls without a routine directive is an implicit 'routine
// seq', and holds only loop, atomic and cache directives, as a function with the directive does:
// a compute construct or a data, update, enter data directive in it is an error at the directive
// (also when a routine reaches it through another function), whatever the target.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
void inner(double *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  // CHECK-DAG: implicit_routine_host_directives.c:[[@LINE-1]]:3: error: a compute construct cannot appear in 'inner', which device code calls: a function called in a compute region or a routine is an implicit 'routine seq' (2.15.1), and device functions hold only loop, atomic and cache directives
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

void with_data(double *a, int n) {
  #pragma acc data copy(a[0:n])
  // CHECK-DAG: implicit_routine_host_directives.c:[[@LINE-1]]:3: error: the 'data' directive cannot appear in 'with_data', which device code calls
  { for (int i = 0; i < n; i++) a[i] += 1; }
  #pragma acc update self(a[0:n])
  // CHECK-DAG: implicit_routine_host_directives.c:[[@LINE-1]]:3: error: the 'update' directive cannot appear in 'with_data', which device code calls
  #pragma acc enter data copyin(a[0:n])
  // CHECK-DAG: implicit_routine_host_directives.c:[[@LINE-1]]:3: error: the 'enter data' directive cannot appear in 'with_data', which device code calls
}

void middle(double *a, int n) { inner(a, n); }

#pragma acc routine seq
void routine_calls(double *a) { middle(a, 4); }

void run(double *a) {
  #pragma acc parallel loop copy(a[0:100])
  for (int i = 0; i < 10; i++) {
    with_data(a + 10 * i, 10);
    routine_calls(a + 10 * i);
  }
}
