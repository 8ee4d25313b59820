/* atomic write of a character constant: Acorn's GPU translation emits unbalanced parentheses. */
#include <stdio.h>
int main(void) {
  char c = 0;
#pragma acc parallel num_gangs(1) copy(c)
  {
#pragma acc atomic write
    c = 'A';
  }
  printf("%s\n", c == 'A' ? "PASS" : "FAIL");
  return c != 'A';
}
