// C++ kernels (2.5.2): a loop that only combines a bool with && or || (`ok = ok && x[i] < lim`,
// `any = any || x[i] == v`, the bool on either side, a chain, in a function template too) without a
// reduction clause is an implicit reduction: each nest is one launch of four gangs on four cores,
// and the results are the sequential program's, true and false alike. An operand that writes
// (`ok = ok && (y[i] = x[i]) > 0`) is skipped once ok is false, so that loop stays sequential and
// y is written only up to the first failure.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cstdio>
#include <vector>

template <class T> static bool all_below(int n, const T *__restrict__ x, T lim) {
  bool ok = true;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok = ok && x[i] < lim;
  return ok;
}

static bool any_equal(int n, const double *__restrict__ x, double v) {
  bool any = false;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    any = any || x[i] == v;
  return any;
}

static bool all_within(int n, const double *__restrict__ x, double lo, double hi) {
  bool ok = true;
#pragma acc kernels copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok = (x[i] > lo && x[i] < hi) && ok;
  return ok;
}

static bool copy_while_positive(int n, const double *__restrict__ x, double *__restrict__ y) {
  bool ok = true;
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    ok = ok && (y[i] = x[i]) > 0.0;
  return ok;
}

int main() {
  int n = 10000, bad = 0;
  std::vector<double> x(n), y(n, -1.0);
  for (int i = 0; i < n; i++)
    x[i] = 1.0 + (i * 37) % 101;
  bad += all_below(n, x.data(), 102.0) != true;
  bad += any_equal(n, x.data(), 500.0) != false;
  bad += all_within(n, x.data(), 0.5, 101.5) != true;
  x[7777] = -3.0;
  bad += all_below(n, x.data(), 101.0) != false;
  bad += any_equal(n, x.data(), -3.0) != true;
  bad += all_within(n, x.data(), 0.5, 101.5) != false;
  bad += copy_while_positive(n, x.data(), y.data()) != false;
  for (int i = 0; i < n; i++)
    bad += y[i] != (i <= 7777 ? x[i] : -1.0);
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// all_below<double>, any_equal, all_within: each call one launch of four gangs.
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// copy_while_positive: one thread.
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 1
