/* A break inside a for loop that is the body of a kernels (or serial) construct
   is rejected: "invalid branch out of OpenACC Compute/Combined Construct".
   The break leaves only the for loop, which is inside the construct: valid code
   (gcc-12 -fopenacc accepts it). */
#include <stdio.h>
int find_first(int n, const int *v, int key)
{
  int i, pos = -1;
#pragma acc kernels copyin(v[0:n]) copy(pos)
  for (i = 0; i < n; i++) {
    if (v[i] == key) { pos = i; break; }
  }
  return pos;
}
int find_first_serial(int n, const int *v, int key)
{
  int i, pos = -1;
#pragma acc serial copyin(v[0:n]) copy(pos)
  for (i = 0; i < n; i++) {
    if (v[i] == key) { pos = i; break; }
  }
  return pos;
}
int main(void)
{
  int v[100], i;
  for (i = 0; i < 100; i++) v[i] = (i * 7) % 50;
  if (find_first(100, v, 21) != 3 || find_first_serial(100, v, 21) != 3) { printf("FAIL\n"); return 1; }
  printf("PASS\n");
  return 0;
}
