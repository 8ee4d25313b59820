// C++ version of c/kernels_runtime_stride_zero.c: a run-time factor of the loop variable in a
// subscript (a parameter, a member, a const variable) may be 0, every iteration then updating one
// element; the loops must keep the sequential result.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cstdlib>

#define N 2000000
#define R 2000
#define C 1000

struct Strided {
  int inc;
  double *__restrict a;
  void add(int n) {
#pragma acc kernels copy(a[0:(n - 1) * inc + 1])
    for (int i = 0; i < n; i++)
      a[i * inc] += 1.0;
  }
};

static void add_rows(double *__restrict a, int k) {
#pragma acc kernels copy(a[0:R + (C - 1) * k])
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      a[i + k * j] += 1.0;
}

int main(int argc, char **argv) {
  int errors = 0;
  int zero = argc > 100 ? std::atoi(argv[1]) : 0;
  double *a = static_cast<double *>(std::calloc(N, sizeof(double)));
  Strided s{zero, a};
  s.add(N);
  if (a[0] != N) {
    std::fprintf(stderr, "FAIL: a[i*inc] with inc 0: a[0] = %.0f, want %d\n", a[0], N);
    errors++;
  }
  a[0] = 0;
  const int k = 0;
#pragma acc kernels copy(a[0:1])
  for (int i = 0; i < N; i++)
    a[k * i] += 1.0;
  if (a[0] != N) {
    std::fprintf(stderr, "FAIL: a[k*i] with const k = 0: a[0] = %.0f, want %d\n", a[0], N);
    errors++;
  }
  for (int i = 0; i < R; i++)
    a[i] = 0;
  add_rows(a, zero);
  for (int i = 0; i < R; i++)
    if (a[i] != C) {
      std::fprintf(stderr, "FAIL: a[i + k*j] with k 0: a[%d] = %.0f, want %d\n", i, a[i], C);
      errors++;
      break;
    }
  std::free(a);
  if (errors == 0)
    std::puts("PASS");
  return errors != 0;
}
