/* acorncc rejects parenthesised operands in atomic update/capture statements */
#include <stdio.h>
int main(void) {
  int a = 0, b = 0, c = 0, v;
  #pragma acc parallel loop copy(a, b, c)
  for (int i = 0; i < 100; i++) {
    #pragma acc atomic update
    a = (a + 3);          /* rejected */
    #pragma acc atomic update
    b = 3 + (b);          /* rejected */
    #pragma acc atomic capture
    { v = c; (c) = c + 1; }  /* rejected */
  }
  printf("%s\n", a == 300 && b == 300 && c == 100 ? "PASS" : "FAIL");
  return 0;
}
