// 2.5.1, 2.15.1: a call of a routine with loop parallelism runs on every thread of the gang, so the
// condition that decides whether it runs (?:, &&, ||) is evaluated by every thread too; one that
// writes memory the threads share would run once per thread: an error at the condition, naming
// the routine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine vector
double row_sum(const double *r, int n) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++)
    s += r[i];
  return s;
}

void f(const double *u, double *t, int *count) {
#pragma acc parallel loop gang copyin(u[0:512]) copyout(t[0:8]) copy(count[0:1])
  for (int g = 0; g < 8; g++) {
    // CHECK: routine_call_condition_writes_shared.c:[[@LINE+1]]:12: error: this condition decides whether routine 'row_sum' is called
    t[g] = (count[0]++ > 3) ? row_sum(u + g * 64, 64) : 0.0;
    t[g] += (g > 3) ? row_sum(u + g * 64, 64) : 0.0;
  }
}
