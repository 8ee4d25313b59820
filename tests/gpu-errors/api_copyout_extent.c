// 3.2.19 acc_copyout naming only part of the data it deletes: the call as written and its
// file:line are named, with what the device holds (its extent, reference counts and what mapped it).
// The same program runs on the fake discrete device in tests/unit/api_errors_test.cpp.
// EXPECT: api_copyout_extent.c:14:3: in 'acc_copyout(a, 500 * sizeof(double))' (data_arg=0x
// EXPECT: bytes=4000): data for 'a'
// EXPECT: is present on nvidia device 0 with a different extent: the device holds host
// EXPECT: (8000 bytes; structured 0, dynamic 1; mapped by 'acc_copyin' at
// EXPECT: api_copyout_extent.c:13:3)
#include <openacc.h>
#include <stdlib.h>
int main(void) {
  double *a = (double *)calloc(1000, sizeof(double));
  acc_copyin(a, 1000 * sizeof(double));
  acc_copyout(a, 500 * sizeof(double));
  return 0;
}
