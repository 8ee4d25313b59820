// A gang loop's reduction into a variable each gang has its own of (declared in the compute
// region, or a local of a `routine gang`, as 2.9.11 asks of an orphaned loop's): each gang's copy
// combines the iterations that gang ran (Acorn warns). Every gang adding its part into a
// reduction of the region gives the whole sum whatever the number of gangs; with one gang its copy
// has them all.
// RUN: %acorncc -O2 %s -o %t 2>&1 | FileCheck %s && %run-targets %t
// CHECK-DAG: warning: 's' is declared in the compute region, so each gang has its own
// CHECK-DAG: warning: 's' is the routine's own, so each gang calling it has its own
#include <stdio.h>

#pragma acc routine gang
static int count_gang(int n) {
  int s = 5;
#pragma acc loop gang reduction(+:s)
  for (int i = 0; i < n; i++)
    s += 1;
  return s - 5;
}

int main(void) {
  static double x[10000];
  for (int i = 0; i < 10000; i++)
    x[i] = 1;
  double r = 0;
#pragma acc parallel num_gangs(8) copyin(x) reduction(+:r)
  {
    double s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < 10000; i++)
      s += x[i];
    r += s;
  }
  int total = 0, one = -1;
#pragma acc parallel num_gangs(6) reduction(+:total)
  total += count_gang(600);
#pragma acc parallel num_gangs(1) copyout(one)
  one = count_gang(100);
  int ok = r == 10000 && total == 600 && one == 100;
  printf("%g %d %d %s\n", r, total, one, ok ? "PASS" : "FAIL");
  return !ok;
}
