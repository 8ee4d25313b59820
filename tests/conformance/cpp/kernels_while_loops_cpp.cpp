// 2.5.2 in C++: a convergence loop written inside a kernels region as a while loop (in a function
// template, the residual `err = std::max(err, std::fabs(...))`) or a do loop (in a member function,
// its counter declared at the region's start) runs on the host: each loop nest of its body is a
// launch of its own, and the host reads the residual and the counter back from the device before
// each test of the condition. A while whose condition writes its variable runs whole in a serial
// kernel. The results are the serial program's; ACORN_TIME counts each construct's launches.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

constexpr int N = 40;
static double A[N][N], Anew[N][N], R[N][N], Rnew[N][N];

static void init(double (*a)[N]) {
  std::memset(a, 0, sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    a[0][i] = 1.0;
}

template <typename T> static int reference(T tol, int iter_max, T &err) {
  init(R);
  int iter = 0;
  err = 1;
  while (err > tol && iter < iter_max) {
    err = 0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Rnew[j][i] = 0.25 * (R[j][i + 1] + R[j][i - 1] + R[j - 1][i] + R[j + 1][i]);
        err = std::max(err, T(std::fabs(Rnew[j][i] - R[j][i])));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        R[j][i] = Rnew[j][i];
    iter++;
  }
  return iter;
}

template <typename T> static int solve(T tol, int iter_max, T &residual) {
  T err = 1;
  int iter = 0;
#pragma acc kernels copy(A) create(Anew)
  while (err > tol && iter < iter_max) {
    err = 0;
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        err = std::max(err, T(std::fabs(Anew[j][i] - A[j][i])));
      }
    for (int j = 1; j < N - 1; j++)
      for (int i = 1; i < N - 1; i++)
        A[j][i] = Anew[j][i];
    iter++;
  }
  residual = err;
  return iter;
}

struct Sweeper {
  double tol;
  int limit;
  int run(double &residual) const {
    double err;
    int done = 0;
#pragma acc kernels copy(A, done) create(Anew)
    {
      int sweeps = 0;
      do {
        err = 0.0;
        for (int j = 1; j < N - 1; j++)
          for (int i = 1; i < N - 1; i++)
            Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        for (int j = 1; j < N - 1; j++)
          for (int i = 1; i < N - 1; i++) {
            err = std::fmax(err, std::fabs(Anew[j][i] - A[j][i]));
            A[j][i] = Anew[j][i];
          }
        ++sweeps;
      } while (err > tol && sweeps < limit);
      done = sweeps;
    }
    residual = err;
    return done;
  }
};

static int check(const char *what, int iter, double err, double tol, int iter_max) {
  double want_err;
  int want = reference(tol, iter_max, want_err);
  if (iter != want || err != want_err) {
    std::fprintf(stderr, "FAIL: %s: %d iterations, residual %.17g; want %d, %.17g\n", what, iter, err, want,
                 want_err);
    return 1;
  }
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      if (A[j][i] != R[j][i]) {
        std::fprintf(stderr, "FAIL: %s: A[%d][%d] is %.17g, want %.17g\n", what, j, i, A[j][i], R[j][i]);
        return 1;
      }
  return 0;
}

int main() {
  int errors = 0;
  double err;
  init(A);
  int iter = solve(1e-3, 1000, err);
  errors += check("while", iter, err, 1e-3, 1000);
  init(A);
  iter = Sweeper{2e-3, 1000}.run(err);
  errors += check("do", iter, err, 2e-3, 1000);
  init(A);
  float ferr;
  iter = solve(1e-9f, 12, ferr); // stops at iter_max
  float want_ferr;
  int want = reference(1e-9f, 12, want_ferr);
  if (iter != want || ferr != want_ferr) {
    std::fprintf(stderr, "FAIL: float: %d iterations, residual %g; want %d, %g\n", iter, ferr, want, want_ferr);
    errors++;
  }
  // The condition writes n: one serial kernel.
  int n = 6, runs = 0;
  init(A);
#pragma acc kernels copy(A, runs)
  while (n-- > 0) {
    for (int i = 1; i < N - 1; i++)
      A[1][i] += A[0][i] * 0.5;
    runs++;
  }
  if (runs != 6 || A[1][5] != 3.0) {
    std::fprintf(stderr, "FAIL: countdown: %d runs, A[1][5] is %g, want 6 and 3\n", runs, A[1][5]);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
// Four kernels in each iteration (err = 0, the two nests, iter++), the do loop's done = sweeps;
// the countdown is one serial kernel.
// CHECK: PASS
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 904 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 477 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
