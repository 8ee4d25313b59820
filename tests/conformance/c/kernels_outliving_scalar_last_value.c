/* 2.5.2, 2.6.2: a scalar a kernels loop writes in every iteration is not private to the iterations
   when its last value may be read after the loop by code that does not name it in this function:
   a global read by another function, a function-local static read by the next call, a local whose
   address escaped (read through the pointer). The loop keeps the last value (Acorn runs it
   sequentially); a local that nothing reads afterwards is still private. */
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 4000

double g = -1.0;
static double x[N], y[N];

static double read_g(void) { return g; }
static double read_through(const double *p) { return *p; }

/* Returns the value the previous call left in 'last'. */
static double remember_last(void) {
  static double last = -1.0;
  double before = last;
#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < N; i++) {
    last = x[i] + 1;
    y[i] = 2.0 * last;
  }
  return before;
}

int main(void) {
  int errors = 0;
  for (int j = 0; j < N; j++)
    x[j] = j;

#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < N; i++) {
    g = x[i];
    y[i] = 2.0 * g;
  }
  if (read_g() != N - 1 || y[N - 1] != 2.0 * (N - 1)) {
    fprintf(stderr, "FAIL: global g = %g, want %d\n", read_g(), N - 1);
    errors++;
  }

  remember_last();
  if (remember_last() != N) {
    fprintf(stderr, "FAIL: static local kept %g, want %d\n", remember_last(), N);
    errors++;
  }

  double t = -1, *pt = &t;
#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < N; i++) {
    t = x[i];
    y[i] = 2.0 * t;
  }
  if (read_through(pt) != N - 1) {
    fprintf(stderr, "FAIL: local read through its address = %g, want %d\n", read_through(pt), N - 1);
    errors++;
  }

  double u = -1;
#pragma acc kernels copyin(x) copyout(y)
  for (int i = 0; i < N; i++) {
    u = x[i];
    y[i] = 3.0 * u;
  }
  for (int i = 0; i < N; i++)
    if (y[i] != 3.0 * i) {
      fprintf(stderr, "FAIL: y[%d] = %g with a private temporary\n", i, y[i]);
      errors++;
      break;
    }
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}
