// 2.5.2: in a kernels region, loop nests inside a plain block, an if (both branches, an else-if
// chain, kernels on the if itself) or a switch (a case falling through, breaks, default) whose
// condition the host knows run as launches of their own, the host taking the branch, also in a
// loop the host runs (an if reading its variable), and in a block declaring a scalar (the host
// passes it to the launch). Where the host cannot (a condition reading memory), the statement runs
// whole in a serial launch. The results are the serial program's; ACORN_TIME counts each
// construct's launches.
// RUN: %acorncc %s -o %t && %run-targets %t
// RUN: env ACORN_TIME=1 ACC_DEVICE_TYPE=host %t 2>&1 | FileCheck %s
#include <stdio.h>

#define N 4096
static double u[N], v[N], w[N], ru[N], rv[N], rw[N];

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      fprintf(stderr, "FAIL: %s[%d] is %g, want %g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

int main(int argc, char **argv) {
  (void)argv;
  int flag = argc < 100, mode = argc + 1, steps = 7, t = -1;
  for (int i = 0; i < N; i++) {
    u[i] = ru[i] = i;
    v[i] = rv[i] = 0;
    w[i] = rw[i] = 1;
  }

#pragma acc kernels copy(u)
  {
    { for (int i = 0; i < N; i++) u[i] += 1.0; }
  }
  for (int i = 0; i < N; i++) ru[i] += 1.0;

#pragma acc kernels copy(u, v)
  {
    for (int i = 0; i < N; i++) v[i] = 2.0;
    if (flag) {
      for (int i = 0; i < N; i++) u[i] += v[i];
      v[0] = -1.0;
    } else {
      for (int i = 0; i < N; i++) u[i] = -1.0;
    }
    if (!flag) {
      for (int i = 0; i < N; i++) u[i] = -5.0;
    } else if (mode == 2) {
      for (int i = 0; i < N; i++) v[i] += 1.0;
    } else {
      for (int i = 0; i < N; i++) v[i] -= 1.0;
    }
  }
  for (int i = 0; i < N; i++) rv[i] = 2.0;
  for (int i = 0; i < N; i++) ru[i] += rv[i];
  rv[0] = -1.0;
  for (int i = 0; i < N; i++) rv[i] += mode == 2 ? 1.0 : -1.0;

#pragma acc kernels copy(w)
  if (flag) { for (int i = 0; i < N; i++) w[i] = 2.0 * i; } else for (int i = 0; i < N; i++) w[i] = -1.0;
  for (int i = 0; i < N; i++) rw[i] = 2.0 * i;

#pragma acc kernels copy(w, v)
  for (t = 0; t < steps; t++) {
    switch (t % 4) {
    case 0:
      for (int i = 0; i < N; i++) w[i] += 1.0;
      break;
    case 1:
      w[0] += 100.0;
    case 2:
      for (int i = 0; i < N; i++) w[i] *= 0.5;
      break;
    default:
      { for (int i = 0; i < N; i++) w[i] -= v[i]; }
    }
    if (t == steps - 1) { for (int i = 0; i < N; i++) v[i] += t; }
  }
  int errors = 0;
  if (t != steps) {
    fprintf(stderr, "FAIL: t is %d after the region, want %d\n", t, steps);
    errors++;
  }
  for (int s = 0; s < steps; s++) {
    switch (s % 4) {
    case 0:
      for (int i = 0; i < N; i++) rw[i] += 1.0;
      break;
    case 1:
      rw[0] += 100.0;
    case 2:
      for (int i = 0; i < N; i++) rw[i] *= 0.5;
      break;
    default:
      for (int i = 0; i < N; i++) rw[i] -= rv[i];
    }
    if (s == steps - 1) for (int i = 0; i < N; i++) rv[i] += s;
  }

#pragma acc kernels copy(u, v)
  {
    if (u[1] > 0) { for (int i = 0; i < N; i++) v[i] += u[i]; }
    { double c = 3.0; for (int i = 0; i < N; i++) u[i] *= c; }
  }
  for (int i = 0; i < N; i++) rv[i] += ru[i];
  for (int i = 0; i < N; i++) ru[i] *= 3.0;

  errors += compare("u", u, ru) + compare("v", v, rv) + compare("w", w, rw);
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
// CHECK: PASS
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 4 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 1 time
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 10 times
// CHECK: compute region reached 1 time
// CHECK-NEXT: kernel launched 2 times
