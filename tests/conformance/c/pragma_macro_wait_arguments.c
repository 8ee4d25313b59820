// Directives spelled through a stringizing _Pragma macro (portability layers): a wait with
// arguments, `ACC(wait(1))`, `ACC(wait(1, 2) async(3))`, is a directive of its own (2.16.3),
// whose arguments come from the macro too.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#define STRINGIZE(...) #__VA_ARGS__
#define ACC(...) _Pragma(STRINGIZE(acc __VA_ARGS__))

int main(void) {
  static double a[100], b[100];
  ACC(parallel loop copyout(a) async(1))
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  ACC(wait(1))
  ACC(enter data create(b) async(2))
  ACC(parallel loop present(b) async(2))
  for (int i = 0; i < 100; ++i)
    b[i] = 2 * i;
  ACC(wait(1, 2) async(3))
  ACC(exit data copyout(b) async(3))
  ACC(wait(3))
  int errors = 0;
  for (int i = 0; i < 100; ++i)
    errors += a[i] != i || b[i] != 2 * i;
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
