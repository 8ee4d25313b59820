// 2.9.1 collapse(force:n): the loops are collapsed although code sits between them; that code runs
// in every iteration of the collapsed nest. A row scale computed between the loops, and a tightly
// nested nest where force changes nothing.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define R 300
#define C 200

int main(void) {
  static double a[R][C], b[R][C];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      a[i][j] = i + 0.001 * j;
#pragma acc parallel loop collapse(force:2) copyin(a) copyout(b)
  for (int i = 0; i < R; i++) {
    double scale = 1.0 + (i % 4);
    for (int j = 0; j < C; j++)
      b[i][j] = scale * a[i][j];
  }
  int errors = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      if (b[i][j] != (1.0 + (i % 4)) * a[i][j])
        errors++;
#pragma acc parallel loop collapse(force:2) copy(b)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      b[i][j] += 1.0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      if (b[i][j] != (1.0 + (i % 4)) * a[i][j] + 1.0)
        errors++;
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
