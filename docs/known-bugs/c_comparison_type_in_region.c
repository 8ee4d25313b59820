/* In C a comparison or logical operator has type int; inside a region it behaves as C++ bool */
#include <stdio.h>
#define TYPE_ID(e) _Generic((e), int: 1, _Bool: 2, default: 3)
int main(void) {
  double a = 1, b = 2;
  int r[4];
#pragma acc serial copyout(r) copyin(a, b)
  {
    r[0] = (int)sizeof(a < b);        /* C: sizeof(int) == 4 */
    r[1] = TYPE_ID(a < b);            /* C: 1 (int) */
    r[2] = TYPE_ID(!a);               /* C: 1 */
    __typeof__(a && b) t = 2;         /* C: int t = 2 */
    r[3] = t;
  }
  printf("region: %d %d %d %d\nhost:   %d %d %d %d\n", r[0], r[1], r[2], r[3],
         (int)sizeof(a < b), TYPE_ID(a < b), TYPE_ID(!a), (int)(__typeof__(a && b))2);
  return !(r[0] == 4 && r[1] == 1 && r[2] == 1 && r[3] == 2);
}
