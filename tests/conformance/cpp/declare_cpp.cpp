// declare in C++ (2.13): a namespace-scope array (create), a static data member (copyin, declared
// after its out-of-class definition), a link global mapped by a data construct, and a block-scope
// array; a routine function and compute regions use the device copies, update keeps them in step.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#define N 64
namespace ns {
double v[N];
#pragma acc declare create(v)
}
struct S {
  static double t[4];
};
double S::t[4] = {1, 2, 3, 4};
#pragma acc declare copyin(S::t)
int big[N];
#pragma acc declare link(big)

#pragma acc routine seq
double get(int i) { return ns::v[i] + S::t[i % 4]; }

template <class T> T twice(T x) { return 2 * x; }

int main() {
  int errs = 0;
  for (int i = 0; i < N; i++) { ns::v[i] = i; big[i] = i; }
#pragma acc update device(ns::v)
  double out[N];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) out[i] = get(i) + twice(ns::v[i]);
  for (int i = 0; i < N; i++) if (out[i] != 3.0 * i + 1 + i % 4) { errs++; }
#pragma acc data copy(big)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; i++) big[i] += 1;
  }
  for (int i = 0; i < N; i++) if (big[i] != i + 1) errs++;
  {
    double loc[N];
#pragma acc declare create(loc)
#pragma acc parallel loop
    for (int i = 0; i < N; i++) loc[i] = i;
#pragma acc update self(loc)
    for (int i = 0; i < N; i++) if (loc[i] != i) errs++;
  }
  std::printf("errs=%d\n", errs);
  return errs != 0;
}
