// A lambda with `routine vector` (2.15.1: the directive may appear immediately before a C++ lambda)
// holding an orphaned vector loop is rejected.
#include <cstdio>
int main()
{
  static double a[30 * 70], s1[30];
  for (int i = 0; i < 30 * 70; i++) a[i] = i % 7;
#pragma acc routine vector
  auto rowsum = [](const double *r, int n) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < n; i++) s += r[i];
    return s;
  };
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(s1)
  for (int r = 0; r < 30; r++) s1[r] = rowsum(a + r * 70, 70);
  int ok = 1;
  for (int r = 0; r < 30; r++) { double s = 0; for (int i = 0; i < 70; i++) s += a[r * 70 + i]; ok &= s == s1[r]; }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
