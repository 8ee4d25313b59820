// ACC_DEVICE_TYPE sets the default device type (4.1), which acc_device_default names (3.1):
// acc_set_device_num(0, acc_device_default) keeps the type the environment chose, and the
// device type of the default is that one. Unset, the default is the best device there is
// (multicore on a machine without a GPU, when the program is built for the CPU only).
// RUN: %acorncc -acc=multicore %s -o %t
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefix=HOST
// RUN: env ACC_DEVICE_TYPE=multicore %t | FileCheck %s --check-prefix=MC
// RUN: env -u ACC_DEVICE_TYPE %t | FileCheck %s --check-prefix=MC
#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_set_device_num(0, acc_device_default);
  acc_device_t t = acc_get_device_type();
  printf("type %s, %d default device(s)\n", t == acc_device_host ? "host" : t == acc_device_multicore ? "multicore" : "other",
         acc_get_num_devices(acc_device_default));
  return 0;
}
// HOST: type host, 1 default device(s)
// MC: type multicore, 1 default device(s)
