/* Should: one "macro is not used" warning (clang and acorncc -fno-openacc print it once).
   Does: acorncc -Wunused-macros c_wunused_macros_reported_twice.c -o t
     t.c:9:9: warning: macro is not used [-Wunused-macros]
     1 warning generated.
     t.c:9:9: warning: macro is not used [-Wunused-macros]
     1 warning generated.
   Minor (cosmetic: every -Wunused-macros warning, and its count, twice in C files with directives). */
#include <stdio.h>
#define UNUSED_ONE 1
int main(void) {
  int a[4];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 4; i++) a[i] = i;
  printf("%s\n", a[3] == 3 ? "PASS" : "FAIL");
  return 0;
}
