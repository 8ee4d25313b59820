// Routine functions defined without a prototype, as pre-ANSI C writes them (C17 6.9.1; a warning
// in C, accepted by GCC and NVHPC), called from a region, and a pointer to const data passed
// where a pointer is expected (a warning in C).
// RUN: %acorncc -Wno-deprecated-non-prototype -Wno-incompatible-pointer-types-discards-qualifiers %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine seq
static double weigh(x, w, n)
double *x;
double w;
int n;
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += w * x[i];
  return s;
}

#pragma acc routine seq
static int twice(k) int k;
{ return 2 * k; }

#define N 32

int main(void) {
  double in[N + 3], out[N];
  for (int i = 0; i < N + 3; i++)
    in[i] = i;
  const double *from = in;
#pragma acc parallel loop copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = weigh(from + i, 0.5, 3) + twice(i);
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (out[i] != 0.5 * (3 * i + 3) + 2 * i && errors++ < 5)
      printf("element %d: %g\n", i, out[i]);
  if (errors)
    return 1;
  printf("PASS routine_old_style_definition\n");
  return 0;
}
