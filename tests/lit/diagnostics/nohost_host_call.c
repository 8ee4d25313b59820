// 2.15.1: a nohost routine has no host version: "If a call to a procedure with a nohost clause
// appears in another procedure but outside any compute construct, that other procedure must also
// have a nohost clause". A call from host code is an error at the call; one from a routine without
// nohost a warning (Acorn compiles nohost routines for the host too); calls in compute regions and
// in other nohost routines are fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
#pragma acc routine seq nohost
static double twice(double x) { return 2 * x; }

#pragma acc routine seq nohost
static double four_times(double x) { return twice(twice(x)); }

#pragma acc routine seq
static double eight_times(double x) { return 2 * four_times(x); }
// CHECK-DAG: nohost_host_call.c:[[@LINE-1]]:50: warning: 'four_times' is a 'nohost' routine (it has no host version), but the routine 'eight_times' calls it and has no 'nohost' clause: a routine that calls a 'nohost' routine outside compute constructs must be 'nohost' too (2.15.1)

int main(void) {
  double y = twice(3.0), z[4] = {0};
#pragma acc parallel loop copy(z)
  for (int i = 0; i < 4; i++)
    z[i] = four_times(i);
  return y + z[1] > 0;
}
// CHECK-DAG: nohost_host_call.c:[[@LINE-6]]:14: error: 'twice' is a 'nohost' routine (it has no host version), but 'main' calls it outside any compute construct: only compute regions and 'nohost' routines may call it (2.15.1)
