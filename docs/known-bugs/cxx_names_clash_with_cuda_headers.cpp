// C++ program defining its own `struct float3` (as Rodinia's CFD euler3d_cpu.cpp does) and using
// it in a compute region. Expected: compiles, prints PASS (valid C++ and OpenACC; gcc-12
// -fopenacc -foffload=disable accepts it and prints PASS).
// Actual:  acorn++ -O2 this.cpp
//   this.cpp:13:8: error: redefinition of 'float3'
//   /usr/local/include/vector_types.h:385:27: note: previous definition is here
//   1 error generated when compiling for sm_90.
// Same with `typedef struct {double x, y;} double2;`, `struct int4`, a global named `warpSize`.
// The CUDA headers' global names leak into the user's C++ namespace in the GPU compile; the same
// code in C (acorncc) compiles and PASSes, and so does the C++ file without a compute region.
// See also cxx_user_routine_min_clashes_with_cuda_min.cpp.
#include <cstdio>
struct float3 { float x, y, z; };
int main()
{
    float3 v[100];
    for (int i = 0; i < 100; i++) v[i] = {1.0f * i, 2.0f, 3.0f};
    float s = 0;
#pragma acc parallel loop copyin(v) reduction(+:s)
    for (int i = 0; i < 100; i++) s += v[i].x + v[i].y;
    std::printf("%s\n", s == 4950.0f + 200.0f ? "PASS" : "FAIL");
    return 0;
}
