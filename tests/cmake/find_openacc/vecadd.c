/* Built through find_package(OpenACC) with acorncc: checks _OPENACC and a compute region. */
#include <openacc.h>
#include <stdio.h>

#if !defined(_OPENACC) || _OPENACC < 202211
#error "_OPENACC is not defined as 202211 (OpenACC 3.3) or later"
#endif

int main(void) {
  enum { N = 1 << 16 };
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 2.0f * (float)i;
  }
#pragma acc parallel loop copyin(a, b) copyout(c)
  for (int i = 0; i < N; ++i)
    c[i] = a[i] + b[i];
  for (int i = 0; i < N; ++i) {
    if (c[i] != 3.0f * (float)i) {
      printf("vecadd_c: c[%d] = %g, expected %g\n", i, (double)c[i], 3.0 * i);
      return 1;
    }
  }
  printf("vecadd_c: OK (_OPENACC %d, %d devices of the current type)\n", _OPENACC,
         acc_get_num_devices(acc_get_device_type()));
  return 0;
}
