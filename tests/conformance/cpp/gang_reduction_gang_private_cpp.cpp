// A gang loop's reduction into a variable each gang has its own of (declared in the compute
// region, or a local of a `routine gang` member function, as 2.9.11 asks of an orphaned loop's):
// each gang's copy combines the iterations that gang ran (Acorn warns). Every gang adding its part
// into a reduction of the region gives the whole sum whatever the number of gangs.
// RUN: %acorncxx -O2 %s -o %t 2>&1 | FileCheck %s && %run-targets %t
// CHECK-DAG: warning: 's' is declared in the compute region, so each gang has its own
// CHECK-DAG: warning: 's' is the routine's own, so each gang calling it has its own
#include <cstdio>

struct Counter {
  long start;
#pragma acc routine gang
  long count(int n) const {
    long s = start;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++)
      s += 2;
    return s - start;
  }
};

int main() {
  static float x[9000];
  for (int i = 0; i < 9000; i++)
    x[i] = 1;
  float r = 0;
#pragma acc parallel num_gangs(5) copyin(x) reduction(+:r)
  {
    float s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < 9000; i++)
      s += x[i];
    r += s;
  }
  Counter c{7};
  long total = 0;
#pragma acc parallel num_gangs(4) copyin(c) reduction(+:total)
  total += c.count(400);
  bool ok = r == 9000 && total == 800;
  std::printf("%g %ld %s\n", r, total, ok ? "PASS" : "FAIL");
  return !ok;
}
