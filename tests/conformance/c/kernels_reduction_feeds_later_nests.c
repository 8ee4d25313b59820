// 2.5.2, 2.6.2: a kernels region whose first nest reduces into scalars that a declaration between
// nests reads (srad's `float mean = sum / n;`) is split: the reduction is a launch of its own, the
// host reads the reduction's result back after it, runs the declaration and passes its variable to
// the later launches by value; the statements between nests (`q0 = ...`, `hist[t] = mean;`) are
// serial launches, so the copied-out scalar and the device array get their values. Also inside a
// time loop the host runs, reading the per-step sum back each iteration, also where the loop's body
// declares the scalar it reduces into (`double s = 0.0;`: the host declares it at the region's
// start, a serial launch assigns it each step). ACORN_TIME counts the launches.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck --check-prefix=GANGS %s
#include <math.h>
#include <stdio.h>

#define N 4096
#define M 48
#define TS 6
static double J[N], c[N], rc[N];
static double A[M][M], B[M][M], C[M][M], RA[M][M], RB[M][M], RC[M][M], hist[TS], rhist[TS];

static int near(double got, double want) { return fabs(got - want) <= 1e-12 * fabs(want); }

// srad: the mean and variance of J scale the next nest.
static int srad(void) {
  double q0 = 0;
  for (int i = 0; i < N; i++)
    J[i] = 1.0 + (i % 17) * 0.25;
#pragma acc data copyin(J) copyout(c)
#pragma acc kernels copyout(q0)
  {
    double sum = 0, sum2 = 0;
    for (int i = 0; i < N; i++) {
      sum += J[i];
      sum2 += J[i] * J[i];
    }
    double mean = sum / N;
    q0 = (sum2 / N - mean * mean) / (mean * mean);
    for (int i = 0; i < N; i++)
      c[i] = 1.0 / (1.0 + fabs(J[i] - mean) * q0);
  }
  double sum = 0, sum2 = 0;
  for (int i = 0; i < N; i++) {
    sum += J[i];
    sum2 += J[i] * J[i];
  }
  double mean = sum / N, rq0 = (sum2 / N - mean * mean) / (mean * mean);
  if (!near(q0, rq0)) {
    fprintf(stderr, "FAIL: q0 is %.17g, want %.17g\n", q0, rq0);
    return 1;
  }
  for (int i = 0; i < N; i++)
    if (!near(c[i], 1.0 / (1.0 + fabs(J[i] - mean) * rq0))) {
      fprintf(stderr, "FAIL: c[%d] is %.17g\n", i, c[i]);
      return 1;
    }
  return 0;
}

static void init(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = RA[i][j] = (i * 7 + j * 3) % 11, B[i][j] = RB[i][j] = C[i][j] = RC[i][j] = 0;
  for (int t = 0; t < TS; t++)
    hist[t] = rhist[t] = -1;
}

// The reference: stencil values are quarters, exact, and so are their sums: every order agrees.
static void reference(void) {
  for (int t = 0; t < TS; t++) {
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        RB[i][j] = 0.25 * (RA[i][j - 1] + RA[i][j + 1] + RA[i + 1][j] + RA[i - 1][j]);
    double s = 0.0;
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++) {
        RA[i][j] = RB[i][j];
        s += RA[i][j];
      }
    double mean = s / ((M - 2) * (M - 2));
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        RC[i][j] += RA[i][j] > mean;
    rhist[t] = mean;
  }
}

static int compare(const char *what) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      if (A[i][j] != RA[i][j] || B[i][j] != RB[i][j] || C[i][j] != RC[i][j]) {
        fprintf(stderr, "FAIL: %s: [%d][%d] is %g %g %g, want %g %g %g\n", what, i, j, A[i][j], B[i][j], C[i][j],
                RA[i][j], RB[i][j], RC[i][j]);
        return 1;
      }
  for (int t = 0; t < TS; t++)
    if (hist[t] != rhist[t]) {
      fprintf(stderr, "FAIL: %s: hist[%d] is %.17g, want %.17g\n", what, t, hist[t], rhist[t]);
      return 1;
    }
  return 0;
}

// A time loop the host runs: the sum of each step read back for the mean the next nest uses.
static int time_loop(void) {
  init();
  reference();
#pragma acc kernels copy(A, B, C, hist)
  {
    double s;
    for (int t = 0; t < TS; t++) {
      for (int i = 1; i < M - 1; i++)
        for (int j = 1; j < M - 1; j++)
          B[i][j] = 0.25 * (A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
      s = 0.0;
      for (int i = 1; i < M - 1; i++)
        for (int j = 1; j < M - 1; j++) {
          A[i][j] = B[i][j];
          s += A[i][j];
        }
      double mean = s / ((M - 2) * (M - 2));
      for (int i = 1; i < M - 1; i++)
        for (int j = 1; j < M - 1; j++)
          C[i][j] += A[i][j] > mean;
      hist[t] = mean;
    }
  }
  return compare("time loop");
}

// The sum declared in the time loop's body (the benchmark-suites reproducer's form).
static int time_loop_declared_sum(void) {
  init();
  reference();
#pragma acc kernels copy(A, B, C, hist)
  for (int t = 0; t < TS; t++) {
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        B[i][j] = 0.25 * (A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    double s = 0.0;
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++) {
        A[i][j] = B[i][j];
        s += A[i][j];
      }
    double mean = s / ((M - 2) * (M - 2));
    for (int i = 1; i < M - 1; i++)
      for (int j = 1; j < M - 1; j++)
        C[i][j] += A[i][j] > mean;
    hist[t] = mean;
  }
  return compare("declared sum");
}

int main(void) {
  int errors = srad() + time_loop() + time_loop_declared_sum();
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
// srad: the reduction, q0's serial launch, the scaling nest. The time loop: five launches a step
// (the stencil, s = 0.0, the copy reducing into s, the count, hist[t]); the declared sum too.
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 3 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 30 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 30 times
// On four cores the nests use four gangs (the serial launches one).
// GANGS: PASS
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 3 times
// GANGS-NEXT: num_gangs: 1..4
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 30 times
// GANGS-NEXT: num_gangs: 1..4
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 30 times
// GANGS-NEXT: num_gangs: 1..4
