// collapse(D) with D a template parameter (2.9.1: a constant positive integer expression, which it
// is in each instantiation): a function template instantiated with one count per nest collapses
// that many loops; one instantiated with several counts runs right with each; a class template's
// rank, and a count computed from parameters, too. The loop variables declared before the construct
// are private to the collapsed loops (2.6.1).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
template <int D>
long count3(int n) {
  long c = 0;
  #pragma acc parallel loop collapse(D) reduction(+:c)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) c += (i + j + k) % 3 == 0;
  return c;
}
template <int D>
void fill(double *a, int n) {
  int i, j; // private to the collapsed loops
  #pragma acc parallel loop collapse(D) copyout(a[0:n * n])
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) a[i * n + j] = i * 100 + j;
}
template <int R> struct Grid {
  double v[4][5][6];
  void bump() {
    #pragma acc parallel loop collapse(R + 1) copy(v)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 5; j++)
        for (int k = 0; k < 6; k++) v[i][j][k] += i * 30 + j * 6 + k;
  }
};
int main() {
  int bad = 0;
  long r = 0;
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) for (int k = 0; k < 20; k++) r += (i + j + k) % 3 == 0;
  long got[3] = {count3<3>(20), count3<2>(20), count3<1>(20)};
  for (int d = 0; d < 3; d++)
    if (got[d] != r) {
      printf("count3<%d>: %ld (expect %ld)\n", 3 - d, got[d], r);
      bad = 1;
    }
  double a[16 * 16];
  fill<2>(a, 16);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      if (a[i * 16 + j] != i * 100 + j) {
        printf("a[%d][%d]=%g (expect %d)\n", i, j, a[i * 16 + j], i * 100 + j);
        bad = 1;
      }
  static Grid<2> g = {};
  g.bump();
  g.bump();
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 6; k++)
        if (g.v[i][j][k] != 2.0 * (i * 30 + j * 6 + k)) {
          printf("v[%d][%d][%d]=%g (expect %d)\n", i, j, k, g.v[i][j][k], 2 * (i * 30 + j * 6 + k));
          bad = 1;
        }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
