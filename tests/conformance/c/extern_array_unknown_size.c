// Arrays declared without a size (`extern double field[];`, defined in another file) used in
// compute regions without a data clause: they cannot be copied, so the region reaches the device
// copy of the data an enclosing data construct or enter data made present, as for a pointer.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c %S/Inputs/extern_array_unknown_size/field.c -o %t/field.o
// RUN: %acorncc -c %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/field.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>

extern double field[];
extern int counts[];

int main(void) {
  int n = 1000, errors = 0;
  for (int i = 0; i < n; i++) {
    field[i] = i;
    counts[i] = 0;
  }
#pragma acc data copy(field[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      field[i] += 1.0;
  }
#pragma acc enter data copyin(counts[0:n])
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    counts[i] = 2 * i;
#pragma acc exit data copyout(counts[0:n])
  for (int i = 0; i < n; i++)
    if (field[i] != i + 1.0 || counts[i] != 2 * i)
      errors++;
  printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
