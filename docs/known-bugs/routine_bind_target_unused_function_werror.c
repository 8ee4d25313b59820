/* Should: `acorncc -Wall -Werror t.c -o t` builds: exp_dev is used, as the device version of
   myexp named by bind(exp_dev) (-Minfo=accel even says "function 'exp_dev' is compiled for the
   device").
   Does: acorncc -Wall -Werror routine_bind_target_unused_function_werror.c -o t
     t.c:11:15: error: unused function 'exp_dev' [-Werror,-Wunused-function]
   (without -Werror it builds and passes; the same with bind("exp_dev")). Projects keep device
   flavours of math routines static in a header or file, so -Wall -Werror builds break. */
#include <stdio.h>
#include <math.h>
#pragma acc routine seq
static double exp_dev(double x) { return 1.0 + x + 0.5 * x * x; }
#pragma acc routine seq bind(exp_dev)
static double myexp(double x) { return exp(x); }
int main(void)
{
  double y[10];
#pragma acc parallel loop copyout(y)
  for (int i = 0; i < 10; i++) y[i] = myexp(0.1 * i);
  int ok = fabs(y[1] - exp(0.1)) < 1e-12 || fabs(y[1] - 1.105) < 1e-12;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
