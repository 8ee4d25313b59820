// 2.7.1 data specification in data clauses: array sections a[lo:len] and a[:len]; only the
// section is transferred, the elements outside it keep their host values.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 1000;
  const int lo = 200, len = 300;
  int *a = (int *)malloc(n * sizeof(int));
  int *b = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = -i;
  }
#pragma acc parallel loop copy(a[lo:len])
  for (int i = lo; i < lo + len; ++i)
    a[i] = a[i] * 10;
#pragma acc parallel loop copy(b[:len])
  for (int i = 0; i < len; ++i)
    b[i] = b[i] - 1;
  for (int i = 0; i < n; ++i) {
    int ea = (i >= lo && i < lo + len) ? 10 * i : i;
    int eb = (i < len) ? -i - 1 : -i;
    if (a[i] != ea) {
      if (errors < 10)
        fprintf(stderr, "FAIL: section a[lo:len] a[%d] = %d, expected %d\n", i, a[i], ea);
      ++errors;
    }
    if (b[i] != eb) {
      if (errors < 10)
        fprintf(stderr, "FAIL: section b[:len] b[%d] = %d, expected %d\n", i, b[i], eb);
      ++errors;
    }
  }
  free(a);
  free(b);
  return errors != 0;
}
