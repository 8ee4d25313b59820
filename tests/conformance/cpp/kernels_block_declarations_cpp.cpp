// 2.5.2 in C++: blocks inside a kernels region that declare scalars before or between their loop
// nests (`const T h = T(1) / n;` in a function template, a constexpr, `auto w = weight / (p + 1);`
// from a member in a member function), in an if's branches and in the body of a loop the host
// runs: the host computes each one where it stands and passes it to every launch by value, so each
// nest is a launch of its own. A block that declares an array runs whole in a serial kernel. The
// results are the serial program's; ACORN_TIME counts each construct's launches.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <cstdio>

constexpr int N = 2048;
static double x[N], y[N], rx[N], ry[N];

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      std::fprintf(stderr, "FAIL: %s[%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

template <typename T> static void update(int n, bool scale, int steps) {
#pragma acc kernels copy(x, y)
  {
    {
      const T h = T(1) / n;
      for (int i = 0; i < n; i++)
        x[i] = i * h;
      constexpr int stride = 2;
      T offset = h * stride;
      for (int i = 0; i < n / stride; i++)
        y[i * stride] = x[i] + offset;
    }
    if (scale) {
      T s = 3;
      for (int i = 0; i < n; i++)
        y[i] *= s;
    }
    for (int t = 0; t < steps; t++) {
      T w = T(0.25) * t;
      for (int i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + w;
      for (int i = 1; i < n; i++)
        y[i] += x[i - 1];
    }
  }
}

template <typename T> static void reference(int n, bool scale, int steps) {
  const auto h = T(1) / n;
  for (int i = 0; i < n; i++)
    rx[i] = i * h;
  T offset = h * 2;
  for (int i = 0; i < n / 2; i++)
    ry[i * 2] = rx[i] + offset;
  if (scale)
    for (int i = 0; i < n; i++)
      ry[i] *= T(3);
  for (int t = 0; t < steps; t++) {
    T w = T(0.25) * t;
    for (int i = 0; i < n; i++)
      rx[i] = rx[i] * 0.5 + w;
    for (int i = 1; i < n; i++)
      ry[i] += rx[i - 1];
  }
}

struct Smoother {
  double weight;
  int passes;
  void apply(int n) {
#pragma acc kernels copy(x, y)
    for (int p = 0; p < passes; p++) {
      auto w = weight / (p + 1);
      for (int i = 1; i < n - 1; i++)
        y[i] = w * (x[i - 1] + x[i + 1]);
      for (int i = 1; i < n - 1; i++)
        x[i] = y[i];
    }
  }
};

int main() {
  int errors = 0;
  update<double>(N, true, 4);
  reference<double>(N, true, 4);
  update<float>(N / 2, false, 3);
  reference<float>(N / 2, false, 3);
  errors += compare("x", x, rx) + compare("y", y, ry);
  Smoother{0.5, 3}.apply(N);
  for (int p = 0; p < 3; p++) {
    double w = 0.5 / (p + 1);
    for (int i = 1; i < N - 1; i++)
      ry[i] = w * (rx[i - 1] + rx[i + 1]);
    for (int i = 1; i < N - 1; i++)
      rx[i] = ry[i];
  }
  errors += compare("x (member)", x, rx) + compare("y (member)", y, ry);
  // An array declared among the nests: the block runs whole in a serial kernel.
#pragma acc kernels copy(x, y)
  {
    for (int i = 0; i < N; i++)
      x[i] += 1.0;
    {
      double corner[2];
      corner[0] = x[0];
      corner[1] = x[N - 1];
      for (int i = 0; i < N; i++)
        y[i] = corner[i % 2];
    }
  }
  for (int i = 0; i < N; i++)
    rx[i] += 1.0;
  for (int i = 0; i < N; i++)
    ry[i] = i % 2 ? rx[N - 1] : rx[0];
  errors += compare("y (array)", y, ry);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
// update: the block's two nests, the branch's (when scale), two in each step; apply: two in each
// pass; the last region: its nest and one serial kernel.
// CHECK: PASS
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 19 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 6 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 2 times
