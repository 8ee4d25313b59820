/* An OpenACC directive in a header found through -isystem (CMake passes the include directories of
 * imported targets this way):
 *   acorncc -isystem docs/known-bugs/isystem_include docs/known-bugs/directive_in_isystem_header.c
 * fails with "an OpenACC directive in an included file is not supported by Acorn yet"; with -I it works. */
#include <stdio.h>
#include <kern2.h>
int main(void) {
  double a[64];
  for (int i = 0; i < 64; ++i) a[i] = i;
  scale2(a, 64, 2);
  printf("%s\n", a[3] == 6 ? "PASS" : "FAIL");
  return a[3] != 6;
}
