// A program built for one CPU target that only calls the runtime (no directive in it) runs on that
// target: acc_get_device_type() is acc_device_host with -acc=host, acc_device_multicore with
// -acc=multicore.
// RUN: %acorncc -acc=host %s -o %t.host && env -u ACC_DEVICE_TYPE %t.host | FileCheck --check-prefix=HOST %s
// RUN: %acorncc -acc=multicore %s -o %t.mc && env -u ACC_DEVICE_TYPE %t.mc | FileCheck --check-prefix=MC %s
// HOST: host 1
// MC: multicore 1
#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_device_t t = acc_get_device_type();
  printf("%s %d\n", t == acc_device_host ? "host" : t == acc_device_multicore ? "multicore" : "other",
         acc_get_num_devices(t));
  return 0;
}
