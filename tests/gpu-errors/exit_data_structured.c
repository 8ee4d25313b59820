// 2.6.7: exit data releases dynamic references only. Inside a data construct that holds the only
// (structured) reference, exit data copyout could neither copy back nor delete: an error naming
// the data construct that holds it.
// EXPECT: exit_data_structured.c:16:1: in 'exit data': data for 'a[0:n]'
// EXPECT: has no dynamic reference to release on nvidia device 0: it is present through 1 structured reference
// EXPECT: structured 1, dynamic 0; mapped by 'data' at
// EXPECT: exit_data_structured.c:14:1)
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *a = (double *)calloc(n, sizeof(double));
  /* keep the data construct on line 14 and the exit data on line 16 */

#pragma acc data copy(a[0:n])
  {
#pragma acc exit data copyout(a[0:n])
  }
  return 0;
}
