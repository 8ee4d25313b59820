// 2.5.2: in a kernels region of C++ code, loop nests inside a plain block, an if (a bool member,
// an else-if chain) or a switch on an enum class (a case falling through, breaks, default) whose
// condition the host knows run as launches of their own, the host taking the branch, also in a
// loop the host runs and in a function template. Where the host cannot (a condition reading
// memory), the statement runs whole in a serial launch. The results are the serial program's;
// ACORN_TIME counts each construct's launches.
// RUN: %acorncxx %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <cstdio>

constexpr int N = 4096;
static double u[N], v[N], ru[N], rv[N];

enum class Kind { Add, Scale, Shift, Other };

struct Options {
  bool scale;
  Kind kind;
};

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      std::fprintf(stderr, "FAIL: %s[%d] is %g, want %g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

template <typename T> static void update(T factor, const Options &o, int steps) {
#pragma acc kernels copy(u, v)
  {
    for (int i = 0; i < N; i++) v[i] = factor;
    if (o.scale) {
      for (int i = 0; i < N; i++) u[i] *= v[i];
    } else if (steps > 0) {
      { for (int i = 0; i < N; i++) u[i] += v[i]; }
    }
  }
#pragma acc kernels copy(u, v)
  for (int t = 0; t < steps; t++) {
    switch (t % 2 ? o.kind : Kind::Add) {
    case Kind::Add:
      for (int i = 0; i < N; i++) u[i] += 1.0;
      break;
    case Kind::Scale:
      v[0] = 5.0;
    case Kind::Shift:
      for (int i = 1; i < N; i++) v[i] = u[i - 1];
      break;
    default:
      break;
    }
  }
}

template <typename T> static void reference(T factor, const Options &o, int steps) {
  for (int i = 0; i < N; i++) rv[i] = factor;
  for (int i = 0; i < N; i++) ru[i] = o.scale ? ru[i] * rv[i] : steps > 0 ? ru[i] + rv[i] : ru[i];
  for (int t = 0; t < steps; t++) {
    Kind k = t % 2 ? o.kind : Kind::Add;
    if (k == Kind::Add)
      for (int i = 0; i < N; i++) ru[i] += 1.0;
    if (k == Kind::Scale)
      rv[0] = 5.0;
    if (k == Kind::Scale || k == Kind::Shift)
      for (int i = 1; i < N; i++) rv[i] = ru[i - 1];
  }
}

int main(int argc, char **) {
  for (int i = 0; i < N; i++) u[i] = ru[i] = i;
  Options o{argc < 100, Kind::Scale};
  update(2.0, o, 4);
  reference(2.0, o, 4);
  o.scale = false;
  o.kind = Kind::Shift;
  update(3, o, 3);
  reference(3, o, 3);
#pragma acc kernels copy(u, v)
  {
    if (u[2] > 0) { for (int i = 0; i < N; i++) v[i] += u[i]; }
  }
  for (int i = 0; i < N; i++) rv[i] += ru[i];
  int errors = compare("u", u, ru) + compare("v", v, rv);
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}
// CHECK: PASS
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 4 times
// CHECK: compute region reached 2 times
// CHECK-NEXT: kernel launched 9 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
