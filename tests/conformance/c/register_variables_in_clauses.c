/* Older C declares hot scalars `register`: such variables in a reduction clause, a data clause,
   and assigned in a kernels region (an implicit copy) work as any other (the lowering takes
   their addresses, which `register` forbids, so it drops the keyword; GCC accepts them too). */
// RUN: %acorncc -std=gnu89 %s -o %t && %run-targets %t
#include <stdio.h>

#define N 200

int main(void) {
  register double sum = 0;
  register int count = 0, last;
  double a[N];
  int i, errors = 0;
  for (i = 0; i < N; i++)
    a[i] = i % 10;
#pragma acc parallel loop copyin(a) reduction(+:sum)
  for (i = 0; i < N; i++)
    sum += a[i];
#pragma acc parallel copy(count)
  count += 3;
#pragma acc kernels copyin(a)
  {
    last = 0;
    for (i = 0; i < N; i++)
      if (a[i] == 7)
        last = i;
  }
  if (sum != 900 || count != 3 || last != 197) {
    printf("sum %g (want 900), count %d (want 3), last %d (want 197)\n", sum, count, last);
    errors++;
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
