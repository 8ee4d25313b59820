/* Should print PASS: v[i] is 3 + i (k++ hands each iteration the count so far, so the loop carries
 * k from one iteration to the next and must stay sequential). With ACC_DEVICE_TYPE=multicore (or
 * a GPU) it prints FAIL: -Minfo says "loop scheduled as gang, vector, implicit reduction on 'k'":
 * the dependence analysis (LoopDependence, Walker::expr) takes an increment or compound assignment
 * whose value is used (`v[i] = k++`, `if ((s += a[i]) > t)`) for an accumulation, as if it stood
 * alone. Found 2026-11-29 (kernels blocks work).
 *   acorncc -Minfo=accel kernels_postincrement_value_taken_for_reduction.c -o t && ACC_DEVICE_TYPE=multicore ./t */
#include <stdio.h>
#define N 1000
double v[N];
int main(void) {
  int k = 3;
#pragma acc kernels copy(v)
  for (int i = 0; i < N; i++)
    v[i] = k++;
  int bad = k != 3 + N;
  for (int i = 0; i < N; i++)
    bad |= v[i] != 3 + i;
  printf("k %d %s\n", k, bad ? "FAIL" : "PASS");
  return bad;
}
