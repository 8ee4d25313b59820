// 2.15.1: device code calls the function `bind(name)` names in place of the routine, with the
// routine's arguments and for its result, so it must be of the routine's type: another type is an
// error at the clause (for every target), with a note at the function. In C++ the overload of the
// routine's type is the one bound.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#pragma acc routine seq
double scale_int(int x);
#pragma acc routine seq
float scale_float(double x);
#pragma acc routine seq
double scale_same(double x);

#pragma acc routine seq bind(scale_int)
double scale(double x) { return 2 * x; }
// CHECK: routine_bind_signature.c:[[@LINE-2]]:25: error: 'scale_int' in 'bind' is a function of type 'double (int)', but the routine 'scale' is of type 'double (double)': device code calls 'scale_int' in place of 'scale', with its arguments and for its result (2.15.1); bind a function of the routine's type
// CHECK: routine_bind_signature.c:9:8: note: 'scale_int' is declared here

double shift(double x);
#pragma acc routine(shift) seq bind(scale_float)
// CHECK: routine_bind_signature.c:[[@LINE-1]]:32: error: 'scale_float' in 'bind' is a function of type 'float (double)', but the routine 'shift' is of type 'double (double)'

double shift(double x) { return x + 1; }

#pragma acc routine seq bind(scale_same)
double same(double x) { return x; }

#ifdef __cplusplus
#pragma acc routine seq
double over(int x);
#pragma acc routine seq
double over(double x);
#pragma acc routine seq bind(over)
double overloaded(double x) { return x; }
#endif
