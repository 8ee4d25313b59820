// A routine declared without a prototype in the calling file (`double weight();`, K&R style,
// valid C up to C17) and defined with one in another file: a call passes its arguments with the
// default promotions (C11 6.5.2.2p6), so the device code calls weight(double, int), and damp
// (double, int) with a float promoted to double and a short to int, as the host's does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -std=c99 -c %S/Inputs/routine_unprototyped/weights.c -o %t/weights.o
// RUN: %acorncc -std=c99 -Wno-deprecated-non-prototype -c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/weights.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>

#pragma acc routine seq
double weight();
#pragma acc routine seq
double damp();

int main(void) {
  double a[64], b[64];
  float v = 2.0f;
  short s = 4;
  int errors = 0;
#pragma acc parallel loop copyout(a, b)
  for (int i = 0; i < 64; i++) {
    a[i] = weight(1.5, i);
    b[i] = damp(v, s);
  }
  for (int i = 0; i < 64; i++)
    errors += a[i] != 1.5 * i || b[i] != 0.5;
  printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
