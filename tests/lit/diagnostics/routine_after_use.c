// 2.15.1: a routine directive must come before the function's uses in compute regions and other
// routines (the spec's examples call a later one nonconforming; GCC errs). Such a use compiles the
// function as an implicit 'routine seq': a later directive that agrees (seq, or no level) is a
// warning at the directive, one that asks for more (a level, bind, nohost, device_type groups)
// an error; each with a note at the first use.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
double sq(double x);
double cube(double x);
double half(double x);
double typed(double x);
void fill(double *a, int n);
#pragma acc routine seq
double early(double x);

void f(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = sq(a[i]) + cube(a[i]) + early(a[i]) + typed(a[i]);
#pragma acc parallel copy(a[0:n])
  fill(a, n);
}

#pragma acc routine seq
double sq(double x) { return x * x; }
// CHECK-DAG: routine_after_use.c:[[@LINE-2]]:13: warning: this 'routine' directive for 'sq' comes after the function's use in device code: a routine directive must precede every use of the function in compute regions and routines (2.15.1); the use compiled 'sq' as an implicit 'routine seq'
// CHECK-DAG: routine_after_use.c:19:12: note: the first use of 'sq' in device code, which compiles it as an implicit 'routine seq'

#pragma acc routine seq nohost
double cube(double x) { return x * x * x; }
// CHECK-DAG: routine_after_use.c:[[@LINE-2]]:13: error: this 'routine' directive for 'cube' comes after the function's use in device code and asks for 'nohost', which the implicit 'routine seq' that use compiled cannot give: a routine directive must precede every use of the function in compute regions and routines (2.15.1)
// CHECK-DAG: routine_after_use.c:19:23: note: the first use of 'cube' in device code

#pragma acc routine seq
double early(double x) { return x; }

#pragma acc routine seq
double quarter(double x) { return half(half(x)); }

#pragma acc routine
double half(double x) { return x / 2; }
// CHECK-DAG: routine_after_use.c:[[@LINE-2]]:13: warning: this 'routine' directive for 'half' comes after the function's use in device code
// CHECK-DAG: routine_after_use.c:[[@LINE-5]]:35: note: the first use of 'half' in device code
// CHECK-DAG: routine_after_use.c:[[@LINE-4]]:1: warning: 'routine' without gang, worker, vector or seq is compiled as 'routine seq'

#pragma acc routine device_type(nvidia) seq
double typed(double x) { return x; }
// CHECK-DAG: routine_after_use.c:[[@LINE-2]]:13: error: this 'routine' directive for 'typed' comes after the function's use in device code and asks for 'device_type'
// CHECK-DAG: routine_after_use.c:19:50: note: the first use of 'typed' in device code

#pragma acc routine worker
void fill(double *a, int n) {
#pragma acc loop worker
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// CHECK-DAG: routine_after_use.c:[[@LINE-6]]:13: error: this 'routine' directive for 'fill' comes after the function's use in device code and asks for 'worker'
// CHECK-DAG: routine_after_use.c:21:3: note: the first use of 'fill' in device code
