// A num_gangs, num_workers or vector_length value computed at run time must be positive
// (2.5.7-2.5.9): a value that is not stops the program with the clause as written and the
// construct's file:line, on every target; a positive one runs.
// RUN: %acorncc %s -o %t
// RUN: env ACC_DEVICE_TYPE=multicore %t 4 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=host %t 4 | FileCheck %s --check-prefix=OK
// RUN: env ACC_DEVICE_TYPE=multicore not %t 0 2>&1 | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host not %t -3 2>&1 | FileCheck %s --check-prefix=NEG
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int g = argc > 1 ? atoi(argv[1]) : 1;
  double a[8] = {0};
#pragma acc parallel loop num_gangs(g) copy(a)
  for (int i = 0; i < 8; i++)
    a[i] = i;
  printf("a[7] = %g\n", a[7]);
  return 0;
}
// OK: a[7] = 7
// CHECK: nonpositive_count_at_run_time.c:15:1: in 'parallel loop': num_gangs(g) is 0: the value must be positive
// NEG: num_gangs(g) is -3: the value must be positive
