// Gaussian elimination's update steps written with `kernels` around the pivot loop (the host runs
// the pivot loop and launches the nest below and right of the pivot in each iteration,
// KernelsUnits.h) against the same steps with `parallel loop collapse(2)` inside a host pivot
// loop, in one data region, same process, after a warm-up. Prints
//   elimination kernels <s> s  parallel <s> s  ratio <parallel time / kernels time>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

static double now(void) {
  struct timeval t;
  gettimeofday(&t, NULL);
  return t.tv_sec + 1e-6 * t.tv_usec;
}

static void fill(int n, double (*a)[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = 1 + (i * 7 + j * 3) % 11 + (i == j) * n;
}

static double eliminate_kernels(int n, double (*restrict a)[n]) {
  double t0 = now();
#pragma acc kernels present(a[0:n][0:n])
  for (int k = 0; k < n - 1; k++)
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        a[i][j] -= a[i][k] * a[k][j] / a[k][k];
#pragma acc wait
  return now() - t0;
}

static double eliminate_parallel(int n, double (*restrict b)[n]) {
  double t0 = now();
  for (int k = 0; k < n - 1; k++) {
#pragma acc parallel loop collapse(2) present(b[0:n][0:n])
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        b[i][j] -= b[i][k] * b[k][j] / b[k][k];
  }
#pragma acc wait
  return now() - t0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2048;
  double (*a)[n] = malloc(sizeof(double) * n * n), (*b)[n] = malloc(sizeof(double) * n * n);
  double t_kernels = 0, t_parallel = 0;
#pragma acc data create(a[0:n][0:n], b[0:n][0:n])
  {
    for (int round = 0; round < 2; round++) { // the first round warms up
      fill(n, a);
      fill(n, b);
#pragma acc update device(a[0:n][0:n], b[0:n][0:n])
      t_kernels = eliminate_kernels(n, a);
      t_parallel = eliminate_parallel(n, b);
    }
#pragma acc update self(a[0:n][0:n], b[0:n][0:n])
  }
  int differ = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      differ += a[i][j] != b[i][j];
  printf("# elimination %d x %d; elements that differ between the versions: %d\n", n, n, differ);
  printf("elimination kernels %.4f s  parallel %.4f s  ratio %.3f\n", t_kernels, t_parallel, t_parallel / t_kernels);
  if (differ)
    printf("FAILED: the kernels and parallel loop versions differ\n");
  return differ != 0;
}
