/* Should: `acorncc -E t.c -o t.i && acorncc t.i -o t && ./t` prints PASS, as `acorncc t.c` does
   (two-step builds through .i files; the .i text itself is right: clang writes the _Pragma as a
   "#pragma acc parallel loop copy(a[0:100])" line just before the for loop).
   Does: compiling t.i fails:
     t.c:18:2: error: OpenACC 'parallel loop' construct can only be applied to a 'for' loop
   The directive is re-attached to the start of the source line it came from (the "{" here), not
   to the loop after it. When the macro defines a whole function (C "template" macros:
   #define DEFINE_SCALE(T,sfx) static void scale_##sfx(int n, T *x) { _Pragma(...) for ... }),
   the directive lands at file scope: "use of undeclared identifier 'x'", "OpenACC construct
   'parallel loop' cannot be used here; it can only be used in a statement context".
   Of the macro-directive programs in /work/hunt/macroheavy, p07, p09, p11, p30, p43, p44 all fail
   when built through -E (p09: "a compute construct cannot appear in a function with a 'routine'
   directive" - a routine directive from a macro lands on the next function; p44: "expected
   statement"); built directly they all pass.
   Command: acorncc -E preprocessed_i_pragma_from_macro_moved_to_line_start.c -o t.i && acorncc t.i -o t */
#include <stdio.h>
#define P_(x) _Pragma(#x)
#define TWICE(a, n) P_(acc parallel loop copy(a[0:n])) for (int i = 0; i < n; i++) a[i] *= 2;
int main(void) {
  float a[100];
  for (int i = 0; i < 100; i++) a[i] = i;
  { TWICE(a, 100) }
  printf("%s\n", a[99] == 198 ? "PASS" : "FAIL");
  return a[99] != 198;
}
