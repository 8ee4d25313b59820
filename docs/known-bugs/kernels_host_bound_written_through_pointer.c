/* Should print PASS (a[1] is 251 after 250 steps). With ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async
 * it prints FAIL (a[1] is 1): the k loop runs on the host around the launches of its nest, and its
 * bound m is taken for a value the host knows, since the region writes m only through the pointer
 * pm, whose target the region's data holds; the host's m is still 0. (A bound the region assigns,
 * `m = n / 4;`, or one of a data construct around it, is read back from the device since
 * 2026-11-29: tests kernels_host_reads_device_values.) Found 2026-11-29.
 *   acorncc -O2 kernels_host_bound_written_through_pointer.c -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t */
#include <stdio.h>
#define N 1000
double a[N];
int main(void) {
  int n = N, m = 0;
  int *pm = &m;
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc kernels copy(a) copy(pm[0:1])
  {
    *pm = n / 4;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
  int ok = m == 250 && a[1] == 251;
  printf("m %d a[1] %g\n%s\n", m, a[1], ok ? "PASS" : "FAIL");
  return !ok;
}
