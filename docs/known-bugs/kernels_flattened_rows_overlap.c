/* kernels: rows of a flattened matrix that overlap.  Row i writes a[i*m + 0 .. i*m + m] (m+1 elements,
   j <= m), so its last element is row i+1's first one: the i loop carries an output dependence.
   Acorn schedules i as "gang" (-Minfo: 'loop scheduled as gang, 'j' private...'), and the element
   shared by two rows keeps the wrong writer's value: "a[10000*m+0] = 9999" (expected 10000).
   Build: acorncc -O2 -Minfo=accel 12-kernels-flattened-rows-overlap.c -o b12; ACC_DEVICE_TYPE=multicore ./b12 */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000, m = 500, i, j, bad = 0;
  double *restrict a = malloc(((size_t)n * m + 1) * sizeof(double));
  for (i = 0; i <= n * m; i++) a[i] = -1;
#pragma acc kernels copy(a[0:n*m+1])
  for (i = 0; i < n; i++)
    for (j = 0; j <= m; j++)
      a[i * m + j] = i;
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) if (a[i * m + j] != i) { if (bad++ < 3) printf("a[%d*m+%d] = %g\n", i, j, a[i*m+j]); }
  if (a[n * m] != n - 1) bad++;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
