/* Function pointers set on the host and reached through an array or a struct field in a compute
   region. Acorn rejects a plain function-pointer variable used in a region ("error: the function
   pointer 'f' cannot be used in a compute region when GPU code is generated (device code cannot
   call a host function through its address)"), but accepts these two forms silently:
   acorncc -O2 host_function_pointers_in_array_or_struct_accepted_for_gpu.c gives no diagnostic,
   and --print-lowered shows the GPU code calling 't[i & 1].f(i)' and 'ops[k](x)' through the host
   addresses copied into device memory (the 'declare copyin(ops)' copy and the copyin(t) copy).
   Expected: the same error as for the plain pointer (or a translation to device addresses).
   The host/multicore/async runs print PASS (they run host code); the GPU run was not tried here. */
#include <stdio.h>
#pragma acc routine seq
static double f1(double x) { return x + 1; }
#pragma acc routine seq
static double f2(double x) { return x * 2; }
typedef double (*op_t)(double);
op_t ops[2] = {f1, f2};
#pragma acc declare copyin(ops)
#pragma acc routine seq
static double apply(int k, double x) { return ops[k](x); }
typedef struct { op_t f; double c; } term;
int main(void) {
  double a[64], b[64]; term t[2] = {{f1, 1.0}, {f2, 0.5}};
  #pragma acc parallel loop copyin(t) copyout(a, b)
  for (int i = 0; i < 64; i++) { a[i] = t[i & 1].c * t[i & 1].f(i); b[i] = apply(i & 1, i); }
  int bad = 0;
  for (int i = 0; i < 64; i++) if (a[i] != (i & 1 ? 1.0 * i : i + 1.0) || b[i] != (i & 1 ? 2.0 * i : i + 1.0)) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
