// C++ twin of private_loop_variable.c: a loop's own variable named in its private clause (in one
// loop, with collapse, on an inner loop directive, and in a member function) is private already
// (2.6.1); the clause changes nothing.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 64, M = 16;

struct Table {
  double v[N];
  void fill(double scale) {
    int i;
#pragma acc parallel loop private(i) copyout(v)
    for (i = 0; i < N; i++)
      v[i] = scale * i;
  }
};

int main() {
  double b[M][M], c[N][M];
  int i, j, errors = 0;
#pragma acc parallel loop collapse(2) private(i, j) copyout(b)
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      b[i][j] = i + j;
#pragma acc parallel loop gang private(i) copyout(c)
  for (i = 0; i < N; i++) {
#pragma acc loop vector private(j)
    for (j = 0; j < M; j++)
      c[i][j] = i * M + j;
  }
  Table t;
  t.fill(2.0);
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++)
      errors += b[i][j] != i + j;
  for (i = 0; i < N; i++) {
    errors += t.v[i] != 2.0 * i;
    for (j = 0; j < M; j++)
      errors += c[i][j] != i * M + j;
  }
  std::printf("%s: %d errors\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
