/* clauses after device_type(host) are silently dropped (and not diagnosed as
   invalid after device_type); with device_type(nvidia) Clang reports an error. */
#include <stdio.h>
static double out[400000];
int main(void) {
  int n = 400000, bad = 0; double tmp[64];
#pragma acc parallel loop copyout(out) device_type(host) private(tmp)
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 64; k++) tmp[k] = i + k;
    double s = 0;
    for (int k = 0; k < 64; k++) s += tmp[k];
    out[i] = s;
  }
  for (int i = 0; i < n; i++) if (out[i] != 64.0 * i + 2016) bad++;
  printf("%d wrong: %s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
