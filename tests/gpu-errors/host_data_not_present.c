// 2.8.1 use_device: data that is not present on the device stops the program, naming the variable
// as written, the host_data construct and its line (without if_present).
// EXPECT: host_data_not_present.c:16:1: in 'host_data': data for 'b'
// EXPECT: is not present on nvidia device 0
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
  double *b = (double *)calloc(n, sizeof(double));
#pragma acc enter data copyin(a[0:n])
#pragma acc host_data use_device(a) if_present
  printf("%p\n", (void *)a);
#pragma acc host_data use_device(b) if_present
  printf("%p\n", (void *)b); /* absent, if_present: the host address */
#pragma acc host_data use_device(a, b)
  printf("%p %p\n", (void *)a, (void *)b);
  return 0;
}
