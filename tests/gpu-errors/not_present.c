// 2.7.5 present: data that is not on the device stops the program, naming the section as written,
// the construct and its line.
// EXPECT: not_present.c:11:1: in 'parallel loop': data for 'b[0:n]'
// EXPECT: is not present on nvidia device 0
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
  double *b = (double *)calloc(n, sizeof(double));
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n], b[0:n])
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  return 0;
}
