// 2.5.2: blocks inside a kernels region that declare scalars before or between their loop nests
// (`{ double h = 1.0 / n; for ... }`), in the branches of an if and in the body of a loop the host
// runs: the host computes each scalar where it stands and passes it to every launch by value, so
// each nest is a launch of its own. A block that declares an array runs whole in a serial kernel;
// one declaring a scalar the region writes (a sum a nest reduces into) has it declared at the
// region's start, a serial kernel assigning its initialiser. The results are the serial program's;
// ACORN_TIME counts each construct's launches.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <stdio.h>

#define N 2048
static double x[N], y[N], z[N], rx[N], ry[N], rz[N];

static int compare(const char *what, const double *got, const double *want, int n) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i]) {
      fprintf(stderr, "FAIL: %s[%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

static void update(int n, int flag, int steps) {
#pragma acc kernels copy(x, y, z)
  {
    {
      double h = 1.0 / n;
      for (int i = 0; i < n; i++)
        x[i] = i * h;
      const int half = n / 2, quarter = half / 2;
      for (int i = 0; i < half; i++)
        y[i] = x[i] + half - quarter;
    }
    if (flag > 0) {
      double s = 2.0 * flag, t = s + 1;
      for (int i = 0; i < n; i++)
        z[i] = s * x[i] + t;
    } else {
      int k = 3;
      for (int i = 0; i < n; i++)
        z[i] = k;
    }
    for (int t = 0; t < steps; t++) {
      double w = 0.5 * t + 1.0 / n;
      for (int i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + w;
      int shift = t % 3;
      for (int i = shift; i < n; i++)
        y[i] += x[i - shift];
    }
  }
}

static void reference(int n, int flag, int steps) {
  double h = 1.0 / n;
  for (int i = 0; i < n; i++)
    rx[i] = i * h;
  const int half = n / 2, quarter = half / 2;
  for (int i = 0; i < half; i++)
    ry[i] = rx[i] + half - quarter;
  for (int i = 0; i < n; i++)
    rz[i] = flag > 0 ? 2.0 * flag * rx[i] + (2.0 * flag + 1) : 3;
  for (int t = 0; t < steps; t++) {
    double w = 0.5 * t + 1.0 / n;
    for (int i = 0; i < n; i++)
      rx[i] = rx[i] * 0.5 + w;
    int shift = t % 3;
    for (int i = shift; i < n; i++)
      ry[i] += rx[i - shift];
  }
}

// Declarations the host cannot pass by value: an array, and a scalar the region writes.
static void serial_blocks(int n) {
#pragma acc kernels copy(x, y)
  {
    {
      double tmp[4];
      for (int i = 0; i < 4; i++)
        tmp[i] = x[i];
      for (int i = 0; i < n; i++)
        y[i] = tmp[i % 4];
    }
    {
      double sum = 0.0;
      for (int i = 0; i < n; i++)
        sum += x[i];
      y[0] = sum;
    }
  }
}

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++)
    y[i] = ry[i] = -1.0;
  update(N, 2, 5);
  reference(N, 2, 5);
  update(N / 2, 0, 4);
  reference(N / 2, 0, 4);
  errors += compare("x", x, rx, N) + compare("y", y, ry, N) + compare("z", z, rz, N);
  serial_blocks(N);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += rx[i];
  for (int i = 0; i < N; i++)
    ry[i] = rx[i % 4];
  ry[0] = sum;
  errors += compare("y (serial blocks)", y, ry, N);
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
// update: the block's two nests, the branch's, two in each step (5 and 4 steps); serial_blocks:
// the array's block in one serial kernel, then sum = 0.0, the sum, y[0] = sum.
// CHECK: PASS
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 24 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 4 times
