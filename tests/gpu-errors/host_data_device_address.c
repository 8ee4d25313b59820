// 2.8.1 use_device of a pointer that already holds a device address (here from acc_deviceptr; as
// often from another host_data): it is not the host address of present data, and the error says
// whose device copy it points into. Without if_present.
// EXPECT: host_data_device_address.c:17:1: in 'host_data': 'd' (0x
// EXPECT: is not the host address of data present on nvidia device 0: it is already a device address, 800 bytes into the device copy of host 0x
// EXPECT: (8000 bytes; structured 0, dynamic 1; mapped by 'enter data' at
// EXPECT: host_data_device_address.c:14:1); use_device takes the host address
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
#pragma acc enter data copyin(a[0:n])
  double *d = (double *)acc_deviceptr(a) + 100;
  /* keep the enter data on line 14 and the host_data on line 17 */
#pragma acc host_data use_device(d)
  printf("%p\n", (void *)d);
  return 0;
}
