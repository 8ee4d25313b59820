/* break in a loop that a macro expands as the whole block of a compute construct: rejected (Clang 22 takes it for a branch out of the construct; written loops are braced before Clang reads them, a macro's expansion is not). gcc-12 accepts. */
#include <stdio.h>
#define SEARCH(a, n, v, pos) for (int i = 0; i < n; i++) { if (a[i] == v) { pos = i; break; } }
int main(void) {
  int a[100], pos = -1;
  for (int i = 0; i < 100; i++) a[i] = i * 3;
  #pragma acc serial copyin(a) copy(pos)
  SEARCH(a, 100, 45, pos)
  printf("pos = %d %s\n", pos, pos == 15 ? "PASS" : "FAIL");
  return pos != 15;
}
