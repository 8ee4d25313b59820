/* 2.6.2: a pointer is a scalar, so a kernels construct copies it: a pointer the region advances
   (`*q++ = x`, an output cursor) holds its new value after the region, a host address as far past
   the start as the device's copy went (also one past the end of the array), and a later loop nest
   of the same region reads the moved pointer. The loops that move it run sequentially. With async,
   the value is there after the wait. In a parallel construct the pointer is firstprivate: the
   host's does not move. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

double b[N], out[N], tail[N];

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++)
    b[i] = i;

  double *q = out;
#pragma acc kernels copyin(b) copyout(out)
  for (int i = 0; i < N; i++)
    *q++ = b[i] + 1;
  if (q - out != N && errors++ < 5)
    printf("FAIL: q moved %ld, want %d\n", (long)(q - out), N);
  for (int i = 0; i < N; i++)
    if (out[i] != i + 1 && errors++ < 5)
      printf("FAIL: out[%d] = %g\n", i, out[i]);

  // Half the array, then a second loop nest writes through the moved pointer.
  double *w = tail;
#pragma acc kernels copyin(b) copy(tail)
  {
    for (int i = 0; i < N / 2; i++)
      *w++ = b[i];
    for (int i = 0; i < N / 4; i++)
      w[i] = -b[i];
  }
  if (w != tail + N / 2 && errors++ < 5)
    printf("FAIL: w moved %ld, want %d\n", (long)(w - tail), N / 2);
  for (int i = 0; i < N / 2 + N / 4; i++) {
    double want = i < N / 2 ? i : -(i - N / 2);
    if (tail[i] != want && errors++ < 5)
      printf("FAIL: tail[%d] = %g, want %g\n", i, tail[i], want);
  }

  // async: the host pointer has its new value after the wait.
  double *a = out + 10;
#pragma acc kernels copyin(b) copy(out) async(1)
  for (int i = 0; i < 20; i++)
    *a++ = 2 * b[i];
#pragma acc wait(1)
  if (a != out + 30 && errors++ < 5)
    printf("FAIL: async a moved %ld, want 30\n", (long)(a - out));
  if ((out[10] != 0 || out[29] != 38 || out[30] != 31) && errors++ < 5)
    printf("FAIL: async out[10..30] = %g %g %g\n", out[10], out[29], out[30]);

  // parallel: firstprivate, the host's pointer stays.
  double *p = out;
#pragma acc parallel num_gangs(1) copyin(b) copyout(out)
  for (int i = 0; i < N; i++)
    *p++ = 3 * b[i];
#ifdef _OPENACC /* (run without the directives, the loop moves it) */
  if (p != out && errors++ < 5)
    printf("FAIL: parallel moved the host's pointer by %ld\n", (long)(p - out));
#endif
  if (out[N - 1] != 3 * (N - 1) && errors++ < 5)
    printf("FAIL: parallel out[N-1] = %g\n", out[N - 1]);

  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
