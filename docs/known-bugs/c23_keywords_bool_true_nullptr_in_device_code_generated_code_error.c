/* Should: `acorncc -std=c23 t.c -o t && ./t` prints PASS (bool is a keyword in C23; GCC 15's
   default is -std=gnu23, so C code written for it uses bool without <stdbool.h>).
   Does: acorncc -std=c23 c23_bool_keyword_in_device_code_generated_code_error.c -o t
     t.c:17:17: error: unknown type name '__acorn_kw_bool'
     t.c:17:17: error: unknown type name '__acorn_kw_bool'
     2 errors generated when compiling for sm_90.
   (also -std=gnu2x / -std=c2x, and -acc=multicore: "2 errors generated."). Any bool in device
   code fails the same way: a local `bool odd = ...;` in a parallel loop, a bool parameter of a
   routine. -std=c17 with <stdbool.h> works. The other C23 keywords fail too when used inside a
   parallel loop (-std=c23): true/false -> "use of undeclared identifier '__acorn_kw_true'",
   nullptr -> '__acorn_kw_nullptr', constexpr int K = 3; -> "unknown type name
   '__acorn_kw_constexpr'", static_assert(...) -> '__acorn_kw_static_assert', alignof(double) ->
   "expected '(' for function-style cast", typeof_unqual(x) -> "undeclared identifier
   'typeof_unqual'". (typeof and _BitInt work.) */
#include <stdio.h>
#pragma acc routine seq
static bool is_odd(int i) { return (i & 1) != 0; }
int main(void)
{
  int a[8];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 8; i++) a[i] = is_odd(i);
  printf("%s\n", a[7] == 1 && a[6] == 0 ? "PASS" : "FAIL");
  return a[7] != 1;
}
