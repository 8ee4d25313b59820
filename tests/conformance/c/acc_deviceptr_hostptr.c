// 3.2.26 / 3.2.27 acc_deviceptr and acc_hostptr: for present data acc_deviceptr gives a non-null
// device address that acc_hostptr maps back; offsets are preserved; a device address from
// acc_deviceptr can be used with the deviceptr clause.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

int main(void) {
  const int n = 2000;
  int errors = 0;
  int *a = (int *)malloc(n * sizeof(int));
  int *b = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
  }
#pragma acc data copyin(a[0:n]) copyout(b[0:n])
  {
    int *da = (int *)acc_deviceptr(a);
    int *db = (int *)acc_deviceptr(b);
    if (da == NULL || db == NULL) {
      fprintf(stderr, "FAIL: acc_deviceptr returned NULL for present data\n");
      ++errors;
    } else {
      if (acc_hostptr(da) != (void *)a) {
        fprintf(stderr, "FAIL: acc_hostptr(acc_deviceptr(a)) != a\n");
        ++errors;
      }
      if ((int *)acc_deviceptr(a + 17) != da + 17) {
        fprintf(stderr, "FAIL: acc_deviceptr(a + 17) != acc_deviceptr(a) + 17\n");
        ++errors;
      }
      if (acc_hostptr(da + 33) != (void *)(a + 33)) {
        fprintf(stderr, "FAIL: acc_hostptr(da + 33) != a + 33\n");
        ++errors;
      }
#pragma acc parallel loop deviceptr(da, db)
      for (int i = 0; i < n; ++i)
        db[i] = da[i] * 4;
    }
  }
  for (int i = 0; i < n && errors == 0; ++i)
    if (b[i] != 4 * i) {
      fprintf(stderr, "FAIL: compute through acc_deviceptr addresses: b[%d] = %d\n", i, b[i]);
      ++errors;
    }
  free(a);
  free(b);
  return errors != 0;
}
