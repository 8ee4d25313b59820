/* routine vector: a slot taken once per call with atomic capture in vector-single code, then used
   by every lane of the following vector loop (a work-queue / particle-append idiom). */
#include <stdio.h>
#pragma acc routine vector
static void append_row(int *ctr, double *out, int n, double v)
{
  int base;
#pragma acc atomic capture
  base = ctr[0]++;
#pragma acc loop vector
  for (int i = 0; i < n; i++) out[base * n + i] = v;
}
int main(void)
{
  enum { R = 64, N = 40 };
  static double out[R * N]; int ctr = 0;
#pragma acc parallel loop gang vector_length(32) copy(out, ctr)
  for (int r = 0; r < R; r++) append_row(&ctr, out, N, r + 1.0);
  double sum = 0; int ok = ctr == R;
  for (int k = 0; k < R; k++) { for (int i = 1; i < N; i++) ok &= out[k * N + i] == out[k * N]; sum += out[k * N]; }
  ok &= sum == R * (R + 1) / 2.0;
  printf("ctr=%d sum=%g %s\n", ctr, sum, ok ? "PASS" : "FAIL");
  return !ok;
}
