#include <stdio.h>
#pragma acc routine seq
double f(double *a, int n);
void h(double *a, double *o, int m, int n)
{
#pragma acc parallel loop gang vector copy(a[0:m*n], o[0:m])
  for (int r = 0; r < m; r++) o[r] = f(a + r * n, n);
}
#pragma acc routine vector
double f(double *a, int n)
{
  double s = 0;
#pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
int main(void) { double a[64*8], o[8]; for (int i=0;i<512;i++) a[i]=1; h(a,o,8,64); printf("%g\n", o[3]); }
