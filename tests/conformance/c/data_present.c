// 2.7.6 present clause on a data construct nested in another data construct, and in a called
// function whose compute construct uses present().
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

static void add_index(int *v, int n) {
#pragma acc data present(v[0:n])
  {
#pragma acc parallel loop present(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] += i;
  }
}

static void twice(int *v, int n) {
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] *= 2;
}

int main(void) {
  const int n = 7000;
  int *v = (int *)malloc(n * sizeof(int));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    v[i] = 1;
#pragma acc data copy(v[0:n])
  {
    add_index(v, n);
    twice(v, n);
    /* a present clause on a subarray of the present data */
    twice(v + 100, 50);
  }
  for (int i = 0; i < n; ++i) {
    int e = (1 + i) * 2;
    if (i >= 100 && i < 150)
      e *= 2;
    if (v[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: data present v[%d] = %d, expected %d\n", i, v[i], e);
      ++errors;
    }
  }
  free(v);
  return errors != 0;
}
