#include <cstdio>
#include "f.h"
int main() {
  double a[100];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; ++i) a[i] = c_f(i);
  int ok = a[10] == 20.0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
