// 2.4 device_type on compute and loop constructs, in the style of codes tuned for several
// devices: launch sizes and loop schedules per device type, with `*` for the others. The results
// do not depend on which group applies.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 5000, m = 64;
  double *a = malloc(sizeof(double) * n * m), *row_max = malloc(sizeof(double) * n);
  for (int k = 0; k < n * m; k++)
    a[k] = (k * 31) % 97;

#pragma acc parallel loop gang copy(a[0:n*m]) copyout(row_max[0:n]) \
    device_type(nvidia) num_workers(4) vector_length(32) device_type(host, multicore) num_gangs(8)
  for (int i = 0; i < n; i++) {
    double best = -1;
#pragma acc loop reduction(max:best) device_type(nvidia) worker vector device_type(*) vector
    for (int j = 0; j < m; j++) {
      a[i * m + j] += 1;
      best = a[i * m + j] > best ? a[i * m + j] : best;
    }
    row_max[i] = best;
  }

  int errors = 0;
  for (int i = 0; i < n; i++) {
    double best = -1;
    for (int j = 0; j < m; j++) {
      double v = ((i * m + j) * 31) % 97 + 1;
      errors += a[i * m + j] != v;
      best = v > best ? v : best;
    }
    errors += row_max[i] != best;
  }
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
