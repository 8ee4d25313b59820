// C++: 2.5.3 kernels with num_gangs: the gangs are those of the region's gang loops. Statements that
// run as one kernel with a loop nest (a declaration ties them together) run once, not once per
// gang.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 100

int main() {
  double sum = 0;
  int cnt[1] = {0};
#pragma acc kernels num_gangs(4) copy(cnt)
  {
#pragma acc loop reduction(+:sum)
    for (int i = 0; i < N; i++)
      sum += 1;
    int k = 1;
    cnt[0] += k;
  }
  printf("sum=%g cnt=%d\n", sum, cnt[0]);
  if (sum != N || cnt[0] != 1) {
    printf("FAILED\n");
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
