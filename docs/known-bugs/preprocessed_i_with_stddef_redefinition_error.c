/* Should: `acorncc -E t.c -o t.i && acorncc t.i -o t && ./t` prints PASS (two-step builds:
   ccache/distcc, make rules through .i files; clang -E + clang -c t.i and gcc-12 -fopenacc do it).
   Does: compiling the .i fails:
     /usr/lib/llvm-22/lib/clang/22/include/__stddef_max_align_t.h:24:3: error: typedef redefinition
     with different types ('struct max_align_t' vs 'struct max_align_t')
   Any .i that includes <stddef.h> (or <openacc.h>, which includes it) fails, even one with no
   OpenACC directive at all, also with -E -P, -acc=host and -acc=multicore. See also
   preprocessed_ii_libstdcxx_redefinition_error.cpp for C++.
   Commands: acorncc -E preprocessed_i_with_stddef_redefinition_error.c -o t.i && acorncc t.i -o t */
#include <stdio.h>
#include <stddef.h>
int main(void) {
  int a[16];
  #pragma acc parallel loop copyout(a[0:16])
  for (int i = 0; i < 16; i++) a[i] = 2 * i;
  printf("%s\n", a[15] == 30 && sizeof(max_align_t) >= 8 ? "PASS" : "FAIL");
  return a[15] != 30;
}
