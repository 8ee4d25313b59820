// 2.5.2: a time-step loop written inside a kernels region as a while or do loop (the tutorials'
// Jacobi, `while (err > tol && iter < iter_max)`) runs on the host: each loop nest of its body is
// a launch of its own (the residual a max reduction), the statements between the nests serial
// launches, and the host reads the residual and the counter back from the device before each test
// of the condition. Also: a do loop whose counter the region declares at its start, a while in an
// async region, one whose residual a data construct around the region holds, one under if(0). A
// while whose condition the host cannot evaluate (it writes a variable) runs whole in a serial
// kernel. The results are the serial program's; ACORN_TIME counts each construct's launches.
// RUN: %acorncc %s -o %t -lm && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 48
static double A[N][N], Anew[N][N], R[N][N], Rnew[N][N];

static void init(double (*a)[N]) {
  memset(a, 0, sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    a[0][i] = 1.0;
}

// The serial program: the iterations and the residual the region must reproduce.
static int reference(double tol, int iter_max, double *err_out) {
  double err = 1.0;
  int iter = 0;
  init(R);
  while (err > tol && iter < iter_max) {
    err = 0.0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Rnew[j][i] = 0.25 * (R[j][i + 1] + R[j][i - 1] + R[j - 1][i] + R[j + 1][i]);
        err = fmax(err, fabs(Rnew[j][i] - R[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        R[j][i] = Rnew[j][i];
    iter++;
  }
  *err_out = err;
  return iter;
}

static int check(const char *what, int iter, double err, double tol, int iter_max) {
  double want_err;
  int want = reference(tol, iter_max, &want_err);
  int errors = 0;
  if (iter != want || err != want_err) {
    fprintf(stderr, "FAIL: %s: %d iterations, residual %.17g; want %d, %.17g\n", what, iter, err, want, want_err);
    errors++;
  }
  for (int j = 0; j < N && !errors; j++)
    for (int i = 0; i < N; i++)
      if (A[j][i] != R[j][i]) {
        fprintf(stderr, "FAIL: %s: A[%d][%d] is %.17g, want %.17g\n", what, j, i, A[j][i], R[j][i]);
        errors++;
        break;
      }
  return errors;
}

static int jacobi_while(double tol, int iter_max, double *err_out) {
  double err = 1.0;
  int iter = 0;
#pragma acc kernels copy(A) create(Anew)
  while (err > tol && iter < iter_max) {
    err = 0.0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = fmax(err, fabs(Anew[j][i] - A[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = Anew[j][i];
    iter++;
  }
  *err_out = err;
  return iter;
}

// The counter declared at the region's start (the host declares it, its device copy counts).
static int jacobi_do(double tol, int iter_max, double *err_out) {
  double err;
  int done;
#pragma acc kernels copy(A) create(Anew) copyout(done)
  {
    int sweeps = 0;
    do {
      err = 0.0;
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++)
          Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++) {
          err = fmax(err, fabs(Anew[j][i] - A[j][i]));
          A[j][i] = Anew[j][i];
        }
      sweeps++;
    } while (err > tol && sweeps < iter_max);
    done = sweeps;
  }
  *err_out = err;
  return done;
}

// async: the host waits for the queue before each test; if(0): the region runs on the host.
static int jacobi_async(double tol, int iter_max, double *err_out, int on_device) {
  double err = 1.0;
  int iter = 0;
#pragma acc kernels copy(A) create(Anew) async(3) if(on_device)
  while (err > tol && iter < iter_max) {
    err = 0.0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = fmax(err, fabs(Anew[j][i] - A[j][i]));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = Anew[j][i];
    iter++;
  }
#pragma acc wait(3)
  *err_out = err;
  return iter;
}

// The residual and the counter live in a data construct around the region: the host reads their
// device copies, and the host's copies get the values when the data construct ends.
static int jacobi_present(double tol, int iter_max, double *err_out) {
  double err = 1.0;
  int iter = 0;
#pragma acc data copy(A, err, iter) create(Anew)
  {
#pragma acc kernels
    while (err > tol && iter < iter_max) {
      err = 0.0;
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++) {
          Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
          err = fmax(err, fabs(Anew[j][i] - A[j][i]));
        }
      for (int j = 1; j < N - 1; j++)
        for (int i = 1; i < N - 1; i++)
          A[j][i] = Anew[j][i];
      iter++;
    }
  }
  *err_out = err;
  return iter;
}

// The condition writes n: the host cannot test it between launches, so the loop runs whole in one
// serial kernel (-Minfo says why); its results are the same.
static int countdown(int n) {
  int runs = 0;
#pragma acc kernels copy(A, runs)
  while (n-- > 0) {
    for (int i = 1; i < N - 1; i++)
      A[1][i] += A[0][i] * 0.5;
    runs++;
  }
  return runs;
}

int main(void) {
  int errors = 0;
  double err;
  init(A);
  int iter = jacobi_while(1e-3, 1000, &err);
  errors += check("while", iter, err, 1e-3, 1000);
  init(A);
  iter = jacobi_while(1e-9, 25, &err); // stops at iter_max
  errors += check("while to iter_max", iter, err, 1e-9, 25);
  init(A);
  iter = jacobi_do(2e-3, 1000, &err);
  errors += check("do", iter, err, 2e-3, 1000);
  init(A);
  iter = jacobi_async(4e-3, 1000, &err, 1);
  errors += check("async", iter, err, 4e-3, 1000);
  init(A);
  iter = jacobi_async(4e-3, 1000, &err, 0);
  errors += check("if(0)", iter, err, 4e-3, 1000);
  init(A);
  iter = jacobi_present(5e-3, 1000, &err);
  errors += check("present", iter, err, 5e-3, 1000);
  init(A);
  int runs = countdown(7);
  for (int i = 1; i < N - 1 && !errors; i++)
    if (runs != 7 || A[1][i] != 3.5) {
      fprintf(stderr, "FAIL: countdown: %d runs, A[1][%d] is %g, want 7 and 3.5\n", runs, i, A[1][i]);
      errors++;
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
// Each iteration launches four kernels (err = 0.0, the two nests, iter++): 229 + 25 iterations of
// jacobi_while, 121 of jacobi_do (and done = sweeps), 61 in each jacobi_async, 49 in jacobi_present;
// the countdown is one serial kernel.
// CHECK: PASS
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 1016 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 485 times
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 488 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 196 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
