// 2.15.1: "the routine directive ... may appear immediately before a function definition, a
// function prototype, or a C++ lambda and applies to the function or C++ lambda": a lambda with
// `routine vector` holding an orphaned vector loop with a reduction, called from a gang loop; and
// one with `routine worker` whose worker loop reduces, called from a gang loop with a reduction.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

static double scaled_total(const double *a, int rows, int cols) {
#pragma acc routine worker
  auto row_total = [](const double *r, int n) {
    double s = 0;
#pragma acc loop worker reduction(+:s)
    for (int i = 0; i < n; i++)
      s += 2 * r[i];
    return s;
  };
  double t = 0;
#pragma acc parallel loop gang num_workers(4) copyin(a[0:rows * cols]) reduction(+:t)
  for (int r = 0; r < rows; r++)
    t += row_total(a + r * cols, cols);
  return t;
}

int main() {
  static double a[30 * 70], s1[30];
  for (int i = 0; i < 30 * 70; i++)
    a[i] = i % 7;
#pragma acc routine vector
  auto rowsum = [](const double *r, int n) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < n; i++)
      s += r[i];
    return s;
  };
#pragma acc parallel loop gang vector_length(32) copyin(a) copyout(s1)
  for (int r = 0; r < 30; r++)
    s1[r] = rowsum(a + r * 70, 70);
  int errors = 0;
  double all = 0;
  for (int r = 0; r < 30; r++) {
    double s = 0;
    for (int i = 0; i < 70; i++)
      s += a[r * 70 + i];
    all += s;
    if (s != s1[r]) {
      std::fprintf(stderr, "FAIL: row %d: %g, want %g\n", r, s1[r], s);
      ++errors;
    }
  }
  double t = scaled_total(a, 30, 70);
  if (t != 2 * all) {
    std::fprintf(stderr, "FAIL: scaled total %g, want %g\n", t, 2 * all);
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
