// ACORN_EMULATE_DISCRETE emulates a discrete device on the host device type: set alone it selects
// that device (on a machine without a GPU the default would be multicore, which ignores it, and
// the run would test nothing); beside another ACC_DEVICE_TYPE it says it is not used.
// RUN: %acorncc -acc=multicore %s -o %t
// RUN: env -u ACC_DEVICE_TYPE ACORN_EMULATE_DISCRETE=1 %t 2>&1 | FileCheck %s --check-prefix=EMU
// RUN: env -u ACC_DEVICE_TYPE ACORN_EMULATE_DISCRETE=async %t 2>&1 | FileCheck %s --check-prefix=EMU
// RUN: env ACC_DEVICE_TYPE=multicore ACORN_EMULATE_DISCRETE=1 %t 2>&1 | FileCheck %s --check-prefix=MC
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 %t 2>&1 | FileCheck %s --check-prefix=EMU
#include <openacc.h>
#include <stdio.h>

int main(void) {
  double x[4] = {1, 2, 3, 4};
  double *d = acc_copyin(x, sizeof x);
  acc_device_t t = acc_get_device_type();
  printf("type %s, %s memory\n", t == acc_device_host ? "host" : t == acc_device_multicore ? "multicore" : "other",
         d != x ? "own" : "shared");
  acc_delete(x, sizeof x);
  return 0;
}
// EMU-NOT: WARNING
// EMU: type host, own memory
// MC: ACORN WARNING: ACORN_EMULATE_DISCRETE emulates a discrete device on the host device type only; ACC_DEVICE_TYPE=multicore runs without it
// MC-NEXT: type multicore, shared memory
