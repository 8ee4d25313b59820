#include <cstdio>
double helper(double x);   // defined in d2_other.cpp without a routine directive
int main() {
  double a[100];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; ++i) a[i] = helper(i);
  printf("%g\n", a[5]);
  return a[5] == 10 ? 0 : 1;
}
