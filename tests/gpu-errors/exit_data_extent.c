// 2.7.9 / 2.14.7: exit data copyout of a part of data entered whole would copy back and free only
// that part. The error names the section as written, the construct and its line, and the entry the
// device holds with its counts and the directive that mapped it.
// EXPECT: exit_data_extent.c:14:1: in 'exit data': data for 'a[0:n/2]'
// EXPECT: is present on nvidia device 0 with a different extent: the device holds host 0x
// EXPECT: (8000 bytes; structured 0, dynamic 1; mapped by 'enter data' at
// EXPECT: exit_data_extent.c:13:1)
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
  /* keep the enter data on line 13 and the exit data on line 14 */
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data copyout(a[0:n/2])
  return 0;
}
