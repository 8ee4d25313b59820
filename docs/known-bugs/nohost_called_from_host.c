#include <stdio.h>
#pragma acc routine seq nohost
static double twice(double x) { return 2 * x; }
int main(void)
{
  double y = twice(3.0);
  printf("%g\n", y);
  return 0;
}
