/* Calling a CUDA device function from an OpenACC region (the NVHPC interop pattern: a .cu file
   compiled with `nvcc -rdc=true` defines `extern "C" __host__ __device__ double cu_f(double)`, the
   C file declares it with `#pragma acc routine seq`) does not link: nvlink "Undefined reference to
   'cu_f'", and acorncc explains it wrongly: "the file that defines it has no 'routine' directive
   for it, so it is compiled for the host only; put '#pragma acc routine seq' ... before its
   definition". The definition is CUDA device code in an nvcc object, whose device code (nvcc's
   fatbin, not Clang's offloading sections) Acorn's device link does not read. Expected: either it
   links (NVHPC links such objects with -gpu=rdc) and prints PASS, or an error that says the
   definition is in an nvcc-compiled object whose device code Acorn cannot link (the user guide
   only says .cu objects link "like any object"). Targets: link only (GPU link of the default build).
   Commands:
     nvcc -O2 -rdc=true -arch=sm_90 -c cuda_device_function_called_from_region.cu -o dev.o
     acorncc -O2 -c cuda_device_function_called_from_region.c -o main.o
     acorncc main.o dev.o -o t && ACC_DEVICE_TYPE=host ./t */
#include <stdio.h>
#pragma acc routine seq
double cu_f(double x);
int main(void) {
  double a[16];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 16; i++) a[i] = cu_f(i);
  int ok = 1; for (int i = 0; i < 16; i++) if (a[i] != 4.0 * i + 1) ok = 0;
  printf("%s\n", ok ? "PASS" : "FAIL"); return !ok;
}
