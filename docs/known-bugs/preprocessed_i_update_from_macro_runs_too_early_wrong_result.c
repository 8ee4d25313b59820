/* Should: PASS 100 both ways:  acorncc t.c -o t  and  acorncc -E t.c -o t.i && acorncc t.i -o t
   Does: built directly: PASS 100; built through the .i:
     acorncc -E preprocessed_i_update_from_macro_runs_too_early_wrong_result.c -o t.i
     acorncc t.i -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t   ->  FAIL 0
   silently (a discrete GPU gets the same). The update directive from FETCH() is moved to the start
   of its source line, before compute(a, 100), so the host reads a before the kernel wrote it.
   Same root cause as preprocessed_i_pragma_from_macro_moved_to_line_start.c. */
#include <stdio.h>
#define P(x) _Pragma(#x)
#define FETCH(a, n) P(acc update self(a[0:n]))
static void compute(int *a, int n)
{
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i + 1;
}
int main(void)
{
  static int a[100];
#pragma acc data copyin(a)
  {
    compute(a, 100); FETCH(a, 100)
    printf("%s %d\n", a[99] == 100 ? "PASS" : "FAIL", a[99]);
  }
  return a[99] != 100;
}
