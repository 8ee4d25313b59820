// A declared global's device copy lasts the whole program (2.13), so the program's constructors
// find it present: a constructor of this file (before or after the directive) and one of another
// file linked first fill the table and update its device copy, which the regions of main read.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -I%S/Inputs/declare_global_in_constructor %S/Inputs/declare_global_in_constructor/init.c -o %t/init.o
// RUN: %acorncc -c -I%S/Inputs/declare_global_in_constructor %s -o %t/main.o
// RUN: %acorncc %t/init.o %t/main.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include "table.h"

__attribute__((constructor)) static void fill_head(void) {
  for (int i = 0; i < TAB_N / 2; i++)
    tab[i] = i + 1;
#pragma acc update device(tab[0:TAB_N / 2])
}

double tab[TAB_N]; // declare create in table.h

int main(void) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < TAB_N; i++)
    s += tab[i];
  // 1..8 from this file, 8 * 10 from init.c
  int ok = s == 36.0 + 80.0 && init_ran;
  printf("%g %s\n", s, ok ? "PASS" : "FAIL");
  return !ok;
}
