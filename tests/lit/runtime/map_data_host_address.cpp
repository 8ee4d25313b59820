// acc_map_data's second argument is device memory (3.2.21): a host address there (a std::vector's
// data, mapped to itself) stops the program on a device with memory of its own (the emulated one
// here), naming the routine and the address; on multicore (shared memory) the call maps nothing.
// RUN: %acorncxx %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t | FileCheck %s --check-prefix=SHARED
#include <openacc.h>

#include <cstdio>
#include <vector>

int main() {
  std::vector<float> v(256, 1.0f);
  acc_map_data(v.data(), v.data(), v.size() * sizeof(float));
  std::printf("host memory mapped\n");
  acc_unmap_data(v.data());
  return 0;
}
// CHECK: map_data_host_address.cpp:14:3: in 'acc_map_data({{.*}})' ({{.*}}): acc_map_data: the device address 0x{{[0-9a-f]+}} (data_dev) is host memory
// CHECK-NOT: host memory mapped
// SHARED: host memory mapped
