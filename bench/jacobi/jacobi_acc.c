/* Jacobi/Laplace solver of the kind the OpenACC tutorials teach, written twice in one program:
 * with `kernels` and no `independent` (Acorn must find the parallel loops itself), and with
 * `parallel loop` (the loops marked parallel by hand). Both run the same iterations on the same
 * data in the same process; the program prints their times, checks that they computed the same
 * grid, and prints the ratio parallel/kernels (1.0: kernels as fast as parallel loop). A third
 * version puts the iteration loop itself, a while loop, inside the kernels region.
 *
 *   jacobi_acc [N [ITERATIONS]]     default 4096 x 4096, 200 iterations */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

static int n = 4096;
static double *A, *Anew, *Ref;

static double now(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1e-6;
}

static void init(double *a) {
  memset(a, 0, (size_t)n * n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = 1.0; /* the top row is held at 1 */
}

static double solve_kernels(double *restrict a, double *restrict anew, int iterations) {
  double err = 0.0;
  int nn = n;
#pragma acc data copy(a[0:nn*nn]) create(anew[0:nn*nn])
  for (int it = 0; it < iterations; it++) {
    err = 0.0;
#pragma acc kernels
    {
      for (int j = 1; j < nn - 1; j++)
        for (int i = 1; i < nn - 1; i++) {
          anew[j * nn + i] = 0.25 * (a[j * nn + i + 1] + a[j * nn + i - 1] + a[(j - 1) * nn + i] +
                                     a[(j + 1) * nn + i]);
          err = fmax(err, fabs(anew[j * nn + i] - a[j * nn + i]));
        }
      for (int j = 1; j < nn - 1; j++)
        for (int i = 1; i < nn - 1; i++)
          a[j * nn + i] = anew[j * nn + i];
    }
  }
  return err;
}

/* The tutorials' other form: the convergence loop itself inside the kernels region. Acorn's host
 * runs the while loop, launches each nest in each iteration and reads err and it back from the
 * device before each test (tol 0: every iteration runs, as in the other versions). */
static double solve_kernels_while(double *restrict a, double *restrict anew, int iterations) {
  double err = 1.0, tol = 0.0;
  int it = 0, nn = n;
#pragma acc data copy(a[0:nn*nn]) create(anew[0:nn*nn])
#pragma acc kernels
  while (err > tol && it < iterations) {
    err = 0.0;
    for (int j = 1; j < nn - 1; j++)
      for (int i = 1; i < nn - 1; i++) {
        anew[j * nn + i] = 0.25 * (a[j * nn + i + 1] + a[j * nn + i - 1] + a[(j - 1) * nn + i] +
                                   a[(j + 1) * nn + i]);
        err = fmax(err, fabs(anew[j * nn + i] - a[j * nn + i]));
      }
    for (int j = 1; j < nn - 1; j++)
      for (int i = 1; i < nn - 1; i++)
        a[j * nn + i] = anew[j * nn + i];
    it++;
  }
  return err;
}

static double solve_parallel(double *restrict a, double *restrict anew, int iterations) {
  double err = 0.0;
  int nn = n;
#pragma acc data copy(a[0:nn*nn]) create(anew[0:nn*nn])
  for (int it = 0; it < iterations; it++) {
    err = 0.0;
#pragma acc parallel loop reduction(max:err)
    for (int j = 1; j < nn - 1; j++) {
#pragma acc loop reduction(max:err)
      for (int i = 1; i < nn - 1; i++) {
        anew[j * nn + i] = 0.25 * (a[j * nn + i + 1] + a[j * nn + i - 1] + a[(j - 1) * nn + i] +
                                   a[(j + 1) * nn + i]);
        err = fmax(err, fabs(anew[j * nn + i] - a[j * nn + i]));
      }
    }
#pragma acc parallel loop
    for (int j = 1; j < nn - 1; j++) {
#pragma acc loop
      for (int i = 1; i < nn - 1; i++)
        a[j * nn + i] = anew[j * nn + i];
    }
  }
  return err;
}

int main(int argc, char **argv) {
  int iterations = 200;
  if (argc > 1)
    n = atoi(argv[1]);
  if (argc > 2)
    iterations = atoi(argv[2]);
  A = malloc((size_t)n * n * sizeof(double));
  Anew = malloc((size_t)n * n * sizeof(double));
  Ref = malloc((size_t)n * n * sizeof(double));
  if (!A || !Anew || !Ref || n < 3 || iterations < 1) {
    fprintf(stderr, "usage: %s [N >= 3 [ITERATIONS >= 1]]\n", argv[0]);
    return 2;
  }
  /* A first short run of each version warms the device up (context, allocations). */
  init(Ref);
  solve_parallel(Ref, Anew, 1);
  init(A);
  solve_kernels(A, Anew, 1);
  init(A);
  solve_kernels_while(A, Anew, 1);

  init(Ref);
  double t0 = now();
  double err_parallel = solve_parallel(Ref, Anew, iterations);
  double t_parallel = now() - t0;
  init(A);
  t0 = now();
  double err_kernels = solve_kernels(A, Anew, iterations);
  double t_kernels = now() - t0;

  double diff = fabs(err_kernels - err_parallel);
  for (size_t k = 0; k < (size_t)n * n; k++)
    diff = fmax(diff, fabs(A[k] - Ref[k]));
  init(A);
  t0 = now();
  double err_while = solve_kernels_while(A, Anew, iterations);
  double t_while = now() - t0;
  diff = fmax(diff, fabs(err_while - err_parallel));
  for (size_t k = 0; k < (size_t)n * n; k++)
    diff = fmax(diff, fabs(A[k] - Ref[k]));
  printf("# Jacobi %d x %d, %d iterations; max difference between the versions %.3g\n", n, n, iterations, diff);
  printf("jacobi kernels %.4f s  parallel %.4f s  ratio %.3f\n", t_kernels, t_parallel, t_parallel / t_kernels);
  printf("jacobi kernels-while %.4f s  parallel %.4f s  ratio %.3f\n", t_while, t_parallel, t_parallel / t_while);
  if (diff > 1e-12) {
    printf("FAILED: the kernels and parallel loop versions differ\n");
    return 1;
  }
  return 0;
}
