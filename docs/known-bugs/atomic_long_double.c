/* atomic update on long double in a multicore build: internal static_assert quoting generated code */
#include <stdio.h>
int main(void) {
  long double s = 0.0L;
  #pragma acc parallel loop copy(s)
  for (int i = 0; i < 1000; i++) {
    #pragma acc atomic update
    s += 0.25L;
  }
  printf("%s\n", s == 250.0L ? "PASS" : "FAIL");
  return s != 250.0L;
}
