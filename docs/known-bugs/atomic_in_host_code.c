/* acc atomic in host code (outside compute regions), used by OpenMP host threads, and in a routine called from both */
#include <stdio.h>
#include <omp.h>
#pragma acc routine seq
static void tally(long *c, double *s, double v) {
#pragma acc atomic update
  *c += 1;
#pragma acc atomic update
  *s += v;
}
int main(void) {
  long c = 0; double s = 0; int v = 0, got = 0;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 100000; i++) {
    tally(&c, &s, 0.5);
#pragma acc atomic capture
    got = v++;
  }
  long c2 = 0; double s2 = 0;
#pragma acc parallel loop copy(c2, s2)
  for (int i = 0; i < 100000; i++) tally(&c2, &s2, 0.25);
  int bad = c != 100000 || s != 50000.0 || v != 100000 || c2 != 100000 || s2 != 25000.0;
  printf("%ld %g %d %ld %g %s\n", c, s, v, c2, s2, bad ? "FAIL" : "PASS");
  return bad;
}
