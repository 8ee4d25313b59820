// 2.6.4: a section that is only partly on the device is an error, showing what the device holds.
// EXPECT: partially_present.c:9:1: in 'update': data for 'a[0:n]'
// EXPECT: is partially present on nvidia device 0
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
#pragma acc enter data copyin(a[0:n/2])
#pragma acc update device(a[0:n])
  return 0;
}
