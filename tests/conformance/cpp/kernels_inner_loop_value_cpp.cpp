// C++ twin of kernels_inner_loop_value.c: in a kernels loop nest without loop directives, the
// inner loop's variable read after the inner loop holds its final value while the outer loop is
// partitioned over gangs and the inner over lanes (a function template over the element type).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T, int Rows, int Cols> void row_means(const T (&a)[Rows][Cols], T (&mean)[Rows], T (&last)[Rows]) {
  int i, j;
#pragma acc kernels copyin(a) copyout(mean, last)
  for (i = 0; i < Rows; i++) {
    T s = 0;
    for (j = 0; j < Cols; j++)
      s += a[i][j];
    mean[i] = s / j; // j == Cols
    last[i] = a[i][j - 1];
  }
}

static double a[300][70], mean[300], last[300];

int main() {
  int errors = 0;
  for (int i = 0; i < 300; i++)
    for (int j = 0; j < 70; j++)
      a[i][j] = i + 2.0 * j;
  row_means(a, mean, last);
  for (int i = 0; i < 300; i++) {
    errors += mean[i] != i + 69.0;
    errors += last[i] != i + 138.0;
  }
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
