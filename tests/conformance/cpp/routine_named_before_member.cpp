// 2.15.1 (the spec's example): in a class, `routine(f)` right before the member f that it names,
// declared after the directive (the class is complete only at its end: a forward reference), with
// a gang level and with a vector level on a member of a class template; a named directive before
// a member declared across two lines.
// RUN: %acorncxx %s -o %t 2>&1 | FileCheck %s --allow-empty --implicit-check-not="warning:"
// RUN: %run-targets %t
#include <cstdio>

struct Grid {
  int v[256];
#pragma acc routine(fill) gang
  void fill(int scale) {
#pragma acc loop gang
    for (int i = 0; i < 256; ++i)
      v[i] = scale * i;
  }
#pragma acc routine(at) seq
  int
  at(int i) const { return v[i]; }
  void run(int scale) {
#pragma acc parallel copyout(v)
    fill(scale);
  }
};

template <typename T> struct Row {
  T x[128];
#pragma acc routine(scale) vector
  void scale(T s) {
#pragma acc loop vector
    for (int i = 0; i < 128; ++i)
      x[i] = s * T(i);
  }
  void run(T s) {
#pragma acc parallel num_gangs(1) copyout(x)
    scale(s);
  }
};

int main() {
  Grid g;
  g.run(3);
  Row<double> r;
  r.run(0.5);
  int errors = 0, sum = 0;
#pragma acc parallel loop copyin(g) reduction(+:sum)
  for (int i = 0; i < 256; ++i)
    sum += g.at(i);
  for (int i = 0; i < 256; ++i)
    if (g.v[i] != 3 * i)
      ++errors;
  for (int i = 0; i < 128; ++i)
    if (r.x[i] != 0.5 * i)
      ++errors;
  if (errors || sum != 3 * 255 * 256 / 2) {
    std::printf("FAIL: %d wrong elements, sum %d\n", errors, sum);
    return 1;
  }
  std::puts("PASS");
  return 0;
}
