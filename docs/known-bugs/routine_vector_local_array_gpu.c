/* A routine vector's local array written by one vector loop and read at other indices by the
   next: on the GPU every lane runs the routine with its own copy of 'tmp' (no shared storage,
   see --print-lowered: plain 'double tmp[64];' under RoutineExec), so lanes read elements that
   other lanes wrote into their own copies. The same code inline in a gang loop uses
   __acorn_ex.private_storage (shared per gang). Also 'found': a vector-single local set by one lane. */
#include <stdio.h>
#pragma acc routine vector
static int reverse_find(double *u, double key)
{
  double tmp[64];
  int found = -1;
#pragma acc loop vector
  for (int i = 0; i < 64; i++) tmp[i] = u[i];
#pragma acc loop vector
  for (int i = 0; i < 64; i++) { u[i] = tmp[63 - i]; if (tmp[i] == key) found = i; }
  return found;
}
int main(void)
{
  double u[8 * 64]; int f[8];
  for (int i = 0; i < 8 * 64; i++) u[i] = i;
#pragma acc parallel loop gang vector_length(32) copy(u) copyout(f)
  for (int r = 0; r < 8; r++) f[r] = reverse_find(u + r * 64, r * 64 + 40);
  int ok = 1;
  for (int r = 0; r < 8; r++) {
    ok &= f[r] == 40;
    for (int i = 0; i < 64; i++) ok &= u[r * 64 + i] == r * 64 + 63 - i;
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
