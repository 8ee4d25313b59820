// 2.5.2 and 2.9.6: in a kernels region Acorn runs a loop in parallel only when its iterations are
// independent. Loops that look parallel but are not must keep their sequential result: a
// conditional that compares one value and keeps another (no max reduction), a body that moves the
// loop variable (a run-length skip), a bound the body changes, and a `loop gang vector` (auto in
// kernels) whose iterations carry a recurrence.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 20000

static double a[N], b[N], out[N], ref[N];

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++) {
    a[i] = i % 4;
    b[i] = 100 + i;
    out[i] = ref[i] = 0;
  }
  // Keeps b[i] of the last a[i] exceeding the kept value: after a[0] = 0 > -1, m = 100 stays.
  double m = -1, want_m = -1;
#pragma acc kernels copyin(a, b)
  for (int i = 0; i < N; i++)
    m = a[i] > m ? b[i] : m;
  for (int i = 0; i < N; i++)
    want_m = a[i] > want_m ? b[i] : want_m;
  if (m != want_m) {
    fprintf(stderr, "FAIL: kept value %g, want %g\n", m, want_m);
    errors++;
  }

  // A record of variable length: an element below 1 skips the next one.
#pragma acc kernels copyin(a) copy(out)
  for (int i = 0; i < N; i++) {
    out[i] = a[i] + 10;
    if (a[i] < 1)
      i++;
  }
  for (int i = 0; i < N; i++) {
    ref[i] = a[i] + 10;
    if (a[i] < 1)
      i++;
  }
  // The bound shrinks as the loop consumes elements from the end.
  int n = N, want_n = N;
#pragma acc kernels copy(out, n) copyin(a)
  for (int i = 0; i < n; i++)
    if (a[i] == 3) {
      out[n - 1] = -1;
      n--;
    }
  for (int i = 0; i < want_n; i++)
    if (a[i] == 3) {
      ref[want_n - 1] = -1;
      want_n--;
    }
  if (n != want_n) {
    fprintf(stderr, "FAIL: bound %d, want %d\n", n, want_n);
    errors++;
  }

  // A prefix sum written with a gang vector loop: in kernels it is auto, and runs sequentially.
#pragma acc kernels copy(b)
  {
#pragma acc loop gang vector
    for (int i = 1; i < N; i++)
      b[i] = b[i - 1] + 1;
  }
  for (int i = 0; i < N; i++)
    if (out[i] != ref[i] || b[i] != 100 + i) {
      fprintf(stderr, "FAIL: element %d: %g (want %g), prefix %g (want %d)\n", i, out[i], ref[i], b[i], 100 + i);
      errors++;
      break;
    }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}
