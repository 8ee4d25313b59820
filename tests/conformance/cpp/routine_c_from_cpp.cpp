// Routines defined in a C file (Inputs/routine_c_from_cpp/f.c) and called from this C++ file's
// regions through a header with extern "C" (2.15.1): a seq routine, a worker routine with an
// orphaned loop and a seq routine with an atomic update. The C file defines their device versions
// under their C names; host and multicore call the functions it lowered (the worker loop spread
// over the calling gang, the atomic atomic).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -I%S/Inputs/routine_c_from_cpp %S/Inputs/routine_c_from_cpp/f.c -o %t/f.o
// RUN: %acorncxx -c -I%S/Inputs/routine_c_from_cpp %s -o %t/main.o
// RUN: %acorncxx %t/main.o %t/f.o -o %t/prog
// RUN: %run-targets %t/prog
#include <cstdio>
#include "f.h"

enum { N = 500, ROWS = 64, COLS = 100 };

int main()
{
  static double a[N], m[ROWS][COLS];
  int hits = 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      m[i][j] = i - j;
#pragma acc parallel loop copyout(a) copy(hits)
  for (int i = 0; i < N; ++i) {
    a[i] = c_f(i);
    c_count_odd(i, &hits);
  }
#pragma acc parallel loop gang copy(m)
  for (int i = 0; i < ROWS; ++i)
    c_add_row(m[i], COLS, 2.0 * i);
  int errors = 0;
  for (int i = 0; i < N; ++i)
    if (a[i] != 2.0 * i && errors++ < 10)
      std::fprintf(stderr, "FAIL: a[%d] = %g\n", i, a[i]);
  if (hits != N / 2 && errors++ < 10)
    std::fprintf(stderr, "FAIL: hits = %d, expected %d\n", hits, N / 2);
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      if (m[i][j] != i - j + 2.0 * i && errors++ < 10)
        std::fprintf(stderr, "FAIL: m[%d][%d] = %g\n", i, j, m[i][j]);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
