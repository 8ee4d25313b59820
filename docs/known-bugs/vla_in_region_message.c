#include <stdio.h>
#pragma acc routine seq
static double norm2(int k, const double v[restrict static 3]) { double s = 0; for (int i = 0; i < k; i++) s += v[i]*v[i]; return s; }
int main(void) {
  int n = 100, nv = 5;
  double out[100];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < n; i++) {
    double w[nv];
    for (int k = 0; k < nv; k++) w[k] = i + k;
    out[i] = norm2(nv, w);
  }
  double r = 0; for (int k = 0; k < nv; k++) r += (99.0 + k)*(99.0 + k);
  printf("%g %g %s\n", out[99], r, out[99] == r ? "PASS" : "FAIL");
  return 0;
}
