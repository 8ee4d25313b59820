// Errors of the runtime routines (chapter 3) name the call as written and its file:line, in a C++
// file with no directives (only the calls' sites are added to it, and it is compiled as the C++
// it is: `register` is still accepted under -std=c++11): from a template, a member function, and
// a call whose value is used.
// RUN: %acorncxx -std=c++11 -Wno-deprecated-register %s -o %t
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 1 2>&1 | FileCheck %s --check-prefix=TEMPLATE
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 2 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: env ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async not %t 3 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: %acorncxx -std=c++11 --print-lowered %s | FileCheck %s --check-prefix=LOWERED
#include <openacc.h>
#include <cstdlib>
#include <vector>

template <class T> void fetch(T *p, size_t n) { acc_copyout(p, n * sizeof(T)); }
// TEMPLATE: api_call_site.cpp:[[@LINE-1]]:49: in 'acc_copyout(p, n * sizeof(T))' (data_arg=0x{{[0-9a-f]+}}, bytes=400): data for 'p' {{.*}} is present on host device 0 with a different extent

struct Field {
  std::vector<double> v;
  void upload() { acc_copyin(v.data(), 2 * v.size() * sizeof(double)); }
  // MEMBER: api_call_site.cpp:[[@LINE-1]]:19: in 'acc_copyin(v.data(), 2 * v.size() * sizeof(double))' {{.*}}: data for 'v.data()' {{.*}} is partially present on host device 0
};

int main(int argc, char **argv) {
  register int which = argc > 1 ? std::atoi(argv[1]) : 0;
  Field f;
  f.v.resize(100);
  acc_copyin(f.v.data(), f.v.size() * sizeof(double));
  if (which == 1)
    fetch(f.v.data(), 50);
  if (which == 2)
    f.upload();
  double *d = nullptr;
  if (which == 3)
    d = static_cast<double *>(acc_malloc(~size_t(0) >> 2));
  // VALUE: api_call_site.cpp:[[@LINE-1]]:31: in 'acc_malloc(~size_t(0) >> 2)' (bytes={{[0-9]+}}): {{.*}}
  return d != nullptr;
}
// LOWERED: #include "acorn/abi.h"
// LOWERED: (acorn_api_at("{{.*}}api_call_site.cpp", 25, 3, "acc_copyin", "f.v.data()\000f.v.size() * sizeof(double)", 2), acc_copyin(f.v.data(), f.v.size() * sizeof(double)));
