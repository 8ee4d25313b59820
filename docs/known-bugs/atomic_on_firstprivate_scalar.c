/* Atomic update of a scalar that is firstprivate in a parallel region (implicitly, as the spec
   says for a scalar with no data clause, or explicitly). GPU compile crashes the NVPTX backend.
   Per OpenACC 3.3 2.6.2 the host variable is not changed by the region. */
#include <stdio.h>
int main(void) {
  int n = 100;
  int cnt = 0, cnt2 = 0;
#pragma acc parallel loop
  for (int z = 0; z < n; z++) {
#pragma acc atomic update
    cnt += 1;
  }
#pragma acc parallel loop firstprivate(cnt2)
  for (int z = 0; z < n; z++) {
#pragma acc atomic update
    cnt2 += 1;
  }
  printf("%d %d\n", cnt, cnt2);
  return cnt != 0 || cnt2 != 0;
}
