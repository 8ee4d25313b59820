// kernels (2.5.2), C++: loops in function templates calling what the template's parameters decide
// (a functor or a lambda of parameter type, generic or not, a lambda defined in the loop body, a
// function template called with dependent arguments, a class template's functor member and member
// function template) compute what the sequential program does; a functor of parameter type that
// carries a running sum in a global keeps the order of the iterations. ACORN_TIME shows the
// schedules: on four cores the parallel loops use four gangs, the running sum one.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck %s
#include <cstdio>

struct Sq {
#pragma acc routine seq
  double operator()(double x) const { return x * x; }
};

double run;
#pragma acc declare create(run)
struct Running {
  double operator()(double x) const { return run += x; }
};

template <typename F>
void mapT(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}

template <typename F>
void scanT(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}

#pragma acc routine seq
template <typename T>
T twice(T x) { return x + x; }

template <typename T>
void callT(int n, const T *__restrict__ a, T *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = twice(a[i]);
}

template <typename T>
void localLambda(int n, const T *__restrict__ a, T *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) {
    auto g = [](T x) { return x * 3 + 1; };
    b[i] = g(a[i]);
  }
}

template <typename F>
struct Mapper {
  F f_;
  template <typename T> T plus1(T x) const { return x + 1; }
  void run(int n, const double *__restrict__ a, double *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
      b[i] = f_(a[i]) + plus1(a[i]);
  }
};

int main() {
  const int n = 5000;
  static double a[n], b[n];
  static float af[n], bf[n];
  for (int i = 0; i < n; i++)
    a[i] = i % 91, af[i] = float(i % 37);
  int bad = 0;
  mapT(n, a, b, Sq());
  for (int i = 0; i < n; i++)
    bad += b[i] != a[i] * a[i];
  mapT(n, a, b, [](double x) { return x - 2; });
  for (int i = 0; i < n; i++)
    bad += b[i] != a[i] - 2;
  callT(n, a, b);
  callT(n, af, bf);
  for (int i = 0; i < n; i++)
    bad += b[i] != 2 * a[i] || bf[i] != 2 * af[i];
  localLambda(n, af, bf);
  for (int i = 0; i < n; i++)
    bad += bf[i] != af[i] * 3 + 1;
  Mapper<Sq>{Sq()}.run(n, a, b);
  for (int i = 0; i < n; i++)
    bad += b[i] != a[i] * a[i] + a[i] + 1;
  mapT(n, a, b, [](auto x) { return x * 2; });
  for (int i = 0; i < n; i++)
    bad += b[i] != 2 * a[i];
  run = 0;
#pragma acc update device(run)
  scanT(n, a, b, Running());
  double sum = 0;
  for (int i = 0; i < n; i++)
    bad += b[i] != (sum += a[i]);
  if (bad) {
    std::printf("FAIL: %d wrong\n", bad);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
// CHECK: PASS
// CHECK: compute region reached 3 times
// CHECK-NEXT: kernel launched 3 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 1
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 2 times
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK-NEXT: num_gangs: 4
