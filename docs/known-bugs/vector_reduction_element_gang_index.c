/* A per-row reduction into out[r] on a vector loop nested in the gang loop over r */
#include <stdio.h>
int main(void)
{
  static double a[16 * 100], out[16];
  for (int i = 0; i < 1600; i++) a[i] = 1;
#pragma acc parallel loop gang vector_length(32) copyin(a) copy(out)
  for (int r = 0; r < 16; r++) {
    out[r] = 5;
#pragma acc loop vector reduction(+:out[r])
    for (int i = 0; i < 100; i++) out[r] += a[r * 100 + i];
  }
  int ok = 1;
  for (int r = 0; r < 16; r++) ok &= out[r] == 105;
  printf("%g %s\n", out[0], ok ? "PASS" : "FAIL");
  return !ok;
}
