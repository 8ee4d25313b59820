// C++ twin of data_array_parameters.c: a parameter declared as an array (`double a[N][M]`, a
// constexpr extent) in data clauses of a function template names the whole declared array.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 40, M = 24;

template <class T> void scale(T a[N][M], T f, T out[N][M]) {
#pragma acc parallel loop collapse(2) copyin(a) copyout(out)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      out[i][j] = f * a[i][j];
}

int main() {
  static double a[N][M], out[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i * M + j;
  scale(a, 3.0, out);
  int errors = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      errors += out[i][j] != 3.0 * (i * M + j);
  if (errors) {
    std::printf("FAIL: %d elements\n", errors);
    return 1;
  }
  std::printf("PASS data_array_parameters_cpp\n");
  return 0;
}
