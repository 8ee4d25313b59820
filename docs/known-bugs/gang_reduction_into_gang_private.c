#include <stdio.h>
int main(void) {
  static double x[10000]; double r = 0;
  for (int i = 0; i < 10000; i++) x[i] = 1;
#pragma acc parallel num_gangs(8) copyin(x) copy(r)
  {
    double s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < 10000; i++) s += x[i];
    r = s;
  }
  printf("%g\n", r);
  return 0;
}
