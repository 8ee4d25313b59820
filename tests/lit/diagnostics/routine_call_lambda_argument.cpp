// 2.5.1, 2.15.1: a statement that writes shared memory in a gang loop runs on one thread, so the
// routines with loop parallelism it calls run first, on every thread; one whose arguments hold a
// lambda cannot be moved there: an error naming the routine. Declared with the call's value, it
// runs in place.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine vector
template <typename F> double vsum(int n, F f) {
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++)
    s += f(i);
  return s;
}

void f(const double *v, double *s) {
#pragma acc parallel loop gang copyin(v[0:256]) copyout(s[0:4])
  for (int g = 0; g < 4; g++) {
    // CHECK: routine_call_lambda_argument.cpp:[[@LINE+1]]:29: error: Acorn cannot call routine 'vsum' on every thread
    s[g] = g % 2 ? vsum(64, [=](int i) { return v[g * 64 + i]; }) : -1.0;
    double t = vsum(64, [=](int i) { return v[g * 64 + i]; });
    s[g] += t;
  }
}
// CHECK: 1 error generated
