// C++: a call in device code of a function without a device version is an error at the call,
// naming the function: a function declared without a routine directive and defined in another
// file (the former docs/known-bugs/call_without_device_version.cpp), a member function likewise,
// and the C library functions the GPU does not provide, through <cstring>, <cstdlib>, <cctype>.
// Calls from routines and from the file's functions that regions call are checked too. Math (also
// std:: and float overloads), printf, std::min/max/abs/swap, constexpr functions, lambdas,
// templates and routines declared here are fine. With -acc=multicore the file compiles.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

double helper(double x); // defined in another file without a routine directive

struct Grid {
  double at(int i) const; // defined in another file
  double h = 0.5;
  double step(int i) const { return h * i; }
};

#pragma acc routine seq
double scaled(double x); // defined in another file, with its own routine directive

double bounded(double x); // named by routine(name) below, defined in another file
#pragma acc routine(bounded) seq

template <class T> T square(T x) { return x * x; }
constexpr int cube(int x) { return x * x * x; }

double indirect(double x) { return helper(x) + 1; } // regions call it: it runs on the device
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-1]]:36: error: function 'helper' is called in 'indirect', which runs on the device, but has no device version: it is not defined in this file and no 'acc routine' directive names it; add '#pragma acc routine seq' before its declaration (and its definition)

#pragma acc routine seq
int word_length(const char *s) { return (int)std::strlen(s); }
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-1]]:46: error: function 'strlen' is called in 'word_length', which runs on the device, but has no device version: it is a C library function that the GPU does not provide

int main() {
  double a[100];
  Grid g;
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; ++i)
    a[i] = helper(i) + g.at(i) + indirect(i) + scaled(i) + bounded(i);
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-1]]:12: error: function 'helper' is called in a compute region but has no device version: it is not defined in this file and no 'acc routine' directive names it
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-2]]:26: error: function 'Grid::at' is called in a compute region but has no device version: it is not defined in this file
// CHECK-DAG: call_without_device_version.cpp:18:8: note: 'helper' is declared here
// CHECK-DAG: call_without_device_version.cpp:21:10: note: 'Grid::at' is declared here

  const char *words[4] = {"1", "22", "333", "x"};
  int len[4];
#pragma acc parallel loop copyin(words) copyout(len)
  for (int i = 0; i < 4; ++i)
    len[i] = std::atoi(words[i]) + std::rand() % 2 + (std::isdigit(words[i][0]) ? 1 : 0);
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-1]]:14: error: function 'atoi' is called in a compute region but has no device version: it is a C library function that the GPU does not provide
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-2]]:36: error: function 'rand' is called in a compute region
// CHECK-DAG: call_without_device_version.cpp:[[@LINE-3]]:55: error: function 'isdigit' is called in a compute region

  // None of these is an error.
  float f[100];
  auto shift = [](double x) { return x + 1; };
#pragma acc parallel loop copy(a, f)
  for (int i = 0; i < 100; ++i) {
    a[i] = std::sin(a[i]) + sqrt(std::fabs(a[i])) + std::pow(a[i], 2) + std::fmin(a[i], 1.0) + std::exp(a[i]) +
           std::erf(a[i]) + std::lgamma(a[i] + 1) + std::abs(a[i]) + std::max(a[i], 0.0) + std::min(a[i], 1.0);
    f[i] = sinf(f[i]) + std::sqrt(f[i]) + std::fabs(f[i]) + std::fmax(f[i], 0.0f) + expf(f[i]) + (float)std::abs(i);
    double lo = a[i], hi = 1;
    std::swap(lo, hi);
    a[i] += lo + square(hi) + cube(i) + shift(a[i]) + g.step(i) + (std::isnan(a[i]) ? 0 : std::floor(a[i]));
    if (i == 0)
      printf("%g %g\n", a[i], scaled(a[i]));
  }
  return a[5] == 10 ? 0 : 1;
}
