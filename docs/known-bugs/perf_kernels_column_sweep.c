/* Performance: the outer j loop is parallel (dependence carried by i only), but -Minfo says
   "loop nest runs sequentially on the device". Compile: acorncc -Minfo=accel P1-kernels-column-sweep.c */
#include <stdio.h>
#define N 256
static double m[N][N], r[N][N];
int main(void)
{
  int i, j, bad = 0;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) m[i][j] = r[i][j] = (i * j) % 7;
#pragma acc kernels copy(m)
  for (j = 0; j < N; j++)
    for (i = 1; i < N; i++)
      m[i][j] += m[i-1][j];
  for (j = 0; j < N; j++) for (i = 1; i < N; i++) r[i][j] += r[i-1][j];
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) if (m[i][j] != r[i][j]) bad++;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
