#include <stdio.h>
#include "f.h"
int main(void) {
  double a[100];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; ++i) a[i] = cpp_f(i);
  int ok = a[10] == 101.0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
