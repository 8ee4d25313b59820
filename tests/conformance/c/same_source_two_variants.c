// One source compiled twice with other macros (single and double precision variants of a routine)
// and both objects linked into one program: each object's regions, and its static declared table,
// are its own.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -DREAL=float -DNAME=axpy_float -c %S/Inputs/same_source_two_variants/axpy.c -o %t/axpy_float.o
// RUN: %acorncc -DREAL=double -DNAME=axpy_double -c %S/Inputs/same_source_two_variants/axpy.c -o %t/axpy_double.o
// RUN: %acorncc -c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/axpy_float.o %t/axpy_double.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>

void axpy_float(int n, float a, const float *restrict x, float *restrict y);
void axpy_double(int n, double a, const double *restrict x, double *restrict y);

int main(void) {
  enum { N = 1000 };
  static float xf[N], yf[N];
  static double xd[N], yd[N];
  int errors = 0;
  for (int i = 0; i < N; i++) {
    xf[i] = (float)i;
    yf[i] = 1.0f;
    xd[i] = i;
    yd[i] = 1.0;
  }
  axpy_float(N, 2.0f, xf, yf);
  axpy_double(N, 3.0, xd, yd);
  for (int i = 0; i < N; i++)
    if (yf[i] != 1.0f + 2.0f * i + (i % 4 + 1) / 4.0f || yd[i] != 1.0 + 3.0 * i + (i % 4 + 1) / 8.0)
      errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
