/* Should: print PASS 100 on every target (the update self(a) comes after the compute region).
   Does: acorncc line_directive_same_presumed_line_update_moved_wrong_result.c -o t
         ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t   ->  FAIL 0   (no diagnostic)
   (ACC_DEVICE_TYPE=host ./t and multicore print PASS only because memory is shared; a discrete
   GPU gets the FAIL.) --print-lowered shows the acorn_update call placed before "int k = 1;":
   the update directive is re-inserted at the first line that has its presumed location (gen.f:10,
   set twice by #line as generated code does), i.e. before the kernel that produces a.
   gcc-12 -fopenacc: PASS; acorn++ on the same code as C++: PASS (C only).
   See also line_directive_same_presumed_line_moves_pragma.c. */
#include <stdio.h>
int main(void)
{
  static int a[100];
#pragma acc data copyin(a)
  {
#line 10 "gen.f"
    int k = 1;
#pragma acc parallel loop present(a)
    for (int i = 0; i < 100; i++) a[i] = i + k;
#line 10 "gen.f"
#pragma acc update self(a)
    printf("%s %d\n", a[99] == 100 ? "PASS" : "FAIL", a[99]);
  }
  return a[99] != 100;
}
