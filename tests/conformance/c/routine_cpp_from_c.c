// Routines defined in a C++ file with C linkage (Inputs/routine_cpp_from_c/f.cpp) and called from
// this C file's regions (2.15.1): a seq routine and a vector routine with an orphaned loop. The C
// device code calls the C++ file's device and host functions by their C names.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -c -I%S/Inputs/routine_cpp_from_c %S/Inputs/routine_cpp_from_c/f.cpp -o %t/f.o
// RUN: %acorncc -c -I%S/Inputs/routine_cpp_from_c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/f.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include "f.h"

enum { N = 500, ROWS = 64, COLS = 100 };

int main(void)
{
  double a[N], m[ROWS][COLS];
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      m[i][j] = i + j;
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; ++i)
    a[i] = cpp_f(i);
#pragma acc parallel loop gang copy(m)
  for (int i = 0; i < ROWS; ++i)
    cpp_add_row(m[i], COLS, 0.5 * i);
  int errors = 0;
  for (int i = 0; i < N; ++i)
    if (a[i] != (double)i * i + 1.0 && errors++ < 10)
      fprintf(stderr, "FAIL: a[%d] = %g\n", i, a[i]);
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      if (m[i][j] != i + j + 0.5 * i && errors++ < 10)
        fprintf(stderr, "FAIL: m[%d][%d] = %g\n", i, j, m[i][j]);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
