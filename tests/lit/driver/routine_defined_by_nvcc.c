// A region calling a CUDA device function of an object nvcc compiled (`extern "C" __host__
// __device__`, -rdc=true or not): Acorn's device link reads the device code of the objects Acorn
// compiles, not nvcc's fatbin, so the link fails; the driver says that the defining object is
// nvcc's and what to do instead, not that a routine directive is missing.
// REQUIRES: acorn-gpu, nvcc
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %s -o %t/main.o
// RUN: %nvcc -rdc=true -arch=sm_90 -c %S/Inputs/nvcc_device_function/device_function.cu -o %t/rdc.o
// RUN: not %acorncc %t/main.o %t/rdc.o -o %t/prog 2>&1 | FileCheck %s
// RUN: %nvcc -arch=sm_90 -c %S/Inputs/nvcc_device_function/device_function.cu -o %t/whole.o
// RUN: not %acorncc %t/main.o %t/whole.o -o %t/prog 2>&1 | FileCheck %s
// CHECK-NOT: has no 'routine' directive
// CHECK: error: the function 'cu_f' has no device version in the program: device code calls it, but '{{.*}}.o', which defines it, was compiled by nvcc, whose device code Acorn's device link cannot read (it links the device code of the objects Acorn compiles). Compile the function with Acorn (C or C++ with '#pragma acc routine seq' before its definition), or keep it in CUDA code: a kernel of the .cu file, launched by a host function that the program calls inside '#pragma acc host_data use_device(...)' with the device addresses
#include <stdio.h>

#pragma acc routine seq
double cu_f(double x);

int main(void) {
  double a[16];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 16; i++)
    a[i] = cu_f(i);
  printf("%g\n", a[3]);
  return 0;
}
