// C++: 2.5.2, 2.6.2: a kernels region whose first nest reduces into scalars that a declaration
// between nests reads (srad's `T mean = sum / n;`, in a function template) is split: the reduction
// is a launch of its own, the host reads its result back after it, runs the declaration and passes
// its variable to the later launches by value; the statements between nests (`q0 = ...`,
// `hist[t] = mean;`) are serial launches, so the copied-out scalar and the device array get their
// values. Also inside a time loop the host runs (in a member function, its bound a member),
// reading the per-step sum back each iteration, also where the loop's body declares the scalar it
// reduces into (the host declares it at the region's start, a serial launch assigns it each step).
// ACORN_TIME counts the launches.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=multicore OMP_NUM_THREADS=4 %t 2>&1 | FileCheck --check-prefix=GANGS %s
#include <cmath>
#include <cstdio>
#include <cstring>

constexpr int N = 4096, M = 40, TS = 5;
static double J[N], c[N];

static bool near(double got, double want) { return std::fabs(got - want) <= 1e-12 * std::fabs(want); }

// The scalars of type T, the images global arrays (no pointers that might alias).
template <typename T> static int srad(int n) {
  const double *img = J;
  double *out = c;
  T q0 = 0;
#pragma acc data copyin(J) copyout(c)
#pragma acc kernels copyout(q0)
  {
    T sum = 0, sum2 = 0;
    for (int i = 0; i < n; i++) {
      sum += J[i];
      sum2 += J[i] * J[i];
    }
    T mean = sum / n;
    q0 = (sum2 / n - mean * mean) / (mean * mean);
    for (int i = 0; i < n; i++)
      c[i] = T(1) / (T(1) + std::fabs(J[i] - mean) * q0);
  }
  T sum = 0, sum2 = 0;
  for (int i = 0; i < n; i++) {
    sum += img[i];
    sum2 += img[i] * img[i];
  }
  T mean = sum / n, rq0 = (sum2 / n - mean * mean) / (mean * mean);
  if (!near(q0, rq0)) {
    std::fprintf(stderr, "FAIL: q0 is %.17g, want %.17g\n", double(q0), double(rq0));
    return 1;
  }
  for (int i = 0; i < n; i++)
    if (!near(out[i], T(1) / (T(1) + std::fabs(img[i] - mean) * rq0))) {
      std::fprintf(stderr, "FAIL: out[%d] is %.17g\n", i, double(out[i]));
      return 1;
    }
  return 0;
}

// Stencil values are quarters, exact, and so are their sums: every order of the sum agrees. The
// regions use global arrays (no pointers that might alias); a Grid holds each run's results.
static double A[M][M], B[M][M], C[M][M], hist[TS];

struct Grid {
  double a[M][M], b[M][M], c[M][M], h[TS];

  void save() {
    std::memcpy(a, A, sizeof A), std::memcpy(b, B, sizeof B), std::memcpy(c, C, sizeof C);
    std::memcpy(h, hist, sizeof hist);
  }
};

struct Steps {
  int steps_run = TS;

  static void init() {
    for (int i = 0; i < M; i++)
      for (int j = 0; j < M; j++)
        A[i][j] = (i * 7 + j * 3) % 11, B[i][j] = C[i][j] = 0;
    for (double &v : hist)
      v = -1;
  }

  void reference() {
    init();
    for (int t = 0; t < steps_run; t++) {
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
  }

  // The time loop the host runs (its bound a member): the sum of each step read back for the mean
  // the next nest uses.
  void steps() {
    init();
#pragma acc kernels copy(A, B, C, hist)
    {
      double s;
      for (int t = 0; t < steps_run; t++) {
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
  }

  // The sum declared in the time loop's body.
  void steps_declared_sum() {
    init();
#pragma acc kernels copy(A, B, C, hist)
    for (int t = 0; t < steps_run; t++) {
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
  }
};

static int compare(const Grid &got, const Grid &want, const char *what) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      if (got.a[i][j] != want.a[i][j] || got.b[i][j] != want.b[i][j] || got.c[i][j] != want.c[i][j]) {
        std::fprintf(stderr, "FAIL: %s: [%d][%d] is %g %g %g, want %g %g %g\n", what, i, j, got.a[i][j],
                     got.b[i][j], got.c[i][j], want.a[i][j], want.b[i][j], want.c[i][j]);
        return 1;
      }
  for (int t = 0; t < TS; t++)
    if (got.h[t] != want.h[t]) {
      std::fprintf(stderr, "FAIL: %s: hist[%d] is %.17g, want %.17g\n", what, t, got.h[t], want.h[t]);
      return 1;
    }
  return 0;
}

static Grid want, loop, declared;

int main() {
  for (int i = 0; i < N; i++)
    J[i] = 1.0 + (i % 17) * 0.25;
  int errors = srad<double>(N);
  Steps run;
  run.reference();
  want.save();
  run.steps();
  loop.save();
  run.steps_declared_sum();
  declared.save();
  errors += compare(loop, want, "time loop") + compare(declared, want, "declared sum");
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
// srad: the reduction, q0's serial launch, the scaling nest. The time loop: five launches a step
// (the stencil, s = 0.0, the copy reducing into s, the count, hist[t]); the declared sum too.
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 3 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 25 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 25 times
// On four cores the nests use four gangs (the serial launches one).
// GANGS: PASS
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 3 times
// GANGS-NEXT: num_gangs: 1..4
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 25 times
// GANGS-NEXT: num_gangs: 1..4
// GANGS: compute region reached 1 time
// GANGS-NEXT: kernel launched 25 times
// GANGS-NEXT: num_gangs: 1..4
