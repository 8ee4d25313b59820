/* cache directive in a loop outside any compute construct: rejected as "not supported" */
#include <stdio.h>
int main(void) {
  double a[100], b[100] = {0};
  for (int i = 0; i < 100; i++) a[i] = i;
  for (int i = 1; i < 99; i++) {
    #pragma acc cache(a[i-1:3])
    b[i] = a[i-1] + a[i+1];
  }
  printf("%s\n", b[50] == 100.0 ? "PASS" : "FAIL");
  return 0;
}
