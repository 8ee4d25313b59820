// Errors of the runtime routines (chapter 3) name the call as written, at its file:line, with the
// user's variables where the routine would say 'data_arg', as the directives' errors do; a call in
// another's arguments and a call from a macro are named too (as C reads them: with the macros expanded). This file has directives (its calls
// are wrapped with the rest of the lowering); api_call_site.cpp has none.
// RUN: %acorncc %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 1 2>&1 | FileCheck %s --check-prefix=EXTENT
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 2 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 3 2>&1 | FileCheck %s --check-prefix=INDATA
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 4 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 5 2>&1 | FileCheck %s --check-prefix=NULL
#include <openacc.h>
#include <stdlib.h>

#define SYNC(p, count) acc_update_self(p, (count) * sizeof *(p))

int main(int argc, char **argv) {
  int which = argc > 1 ? atoi(argv[1]) : 0;
  int n = 1000;
  double *u = malloc(n * sizeof(double));
  double a[16] = {0}, b[16], c[4];
  acc_copyin(u, 500 * sizeof(double));
  if (which == 1)
    acc_copyout(u, n * sizeof(double));
  // EXTENT: api_call_site.c:[[@LINE-1]]:5: in 'acc_copyout(u, n * sizeof(double))' (data_arg=0x{{[0-9a-f]+}}, bytes=8000): data for 'u'
  // EXTENT-SAME: mapped by 'acc_copyin' at {{.*}}api_call_site.c:21:3
  if (which == 2)
    acc_memcpy_to_device(acc_deviceptr(b), a, sizeof a);
  // NESTED: api_call_site.c:[[@LINE-1]]:5: in 'acc_memcpy_to_device(acc_deviceptr(b), a, sizeof a)' (data_dev_dest=NULL, {{.*}}): data_dev_dest ('acc_deviceptr(b)') is a null pointer, with 128 bytes
#pragma acc data copyin(a)
  {
    if (which == 3)
      acc_update_self(c, sizeof c);
    // INDATA: api_call_site.c:[[@LINE-1]]:7: in 'acc_update_self(c, sizeof c)' {{.*}}: data for 'c' {{.*}} is not present
  }
  if (which == 4)
    SYNC(u + 500, 10);
  // MACRO: api_call_site.c:[[@LINE-1]]:5: in 'acc_update_self(u + 500, (10) * sizeof *(u + 500))' {{.*}}: data for 'u + 500' {{.*}} is not present
  if (which == 5)
    acc_copyin(NULL, 8);
  // NULL: api_call_site.c:[[@LINE-1]]:5: in 'acc_copyin(((void*)0), 8)' (data_arg=NULL, bytes=8): data_arg ('((void*)0)') is a null pointer
  return 0;
}
