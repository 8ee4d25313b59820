// C++: a `declare`d global used through a macro (`#define U(i, j) u[(i) * NX + (j)]`, or an
// object-like `#define TAB tab`) in a compute region or a routine does not compile: the GPU pass
// stops with "error: reference to __host__ variable 'u' in __host__ __device__ function" (on the
// generated line, with Acorn's lowered code printed as the source line). Named directly (`u[i*NX+j]`)
// it works; the same file compiled as C (acorncc -x c) works and prints PASS. Index macros over
// global arrays are how many C/C++ stencil codes address their grids.
// Expected: compiles, prints PASS. Targets: compile error (default build: GPU pass).
// Commands: acorn++ -O2 declare_global_through_macro_cxx.cpp -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./t
//           acorncc -x c -O2 declare_global_through_macro_cxx.cpp -o tc && ./tc    (PASS)
#include <stdio.h>
#define NX 8
double u[NX * NX];
#pragma acc declare create(u)
#define U(i, j) u[(i) * NX + (j)]
#pragma acc routine seq
double get(int i, int j) { return U(i, j); }
int main() {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NX; j++) U(i, j) = i + j;
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < NX; i++) s += get(i, i);
  printf("%s\n", s == 56.0 ? "PASS" : "FAIL");
  return s != 56.0;
}
