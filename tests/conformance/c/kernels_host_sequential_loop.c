// 2.5.2: in a kernels region, a loop whose iterations depend on each other and whose body is loop
// nests (the pivot loop of an elimination, a time-step loop) runs its iterations one after the
// other, each seeing what the previous one wrote; the nests inside run in parallel. The loops'
// variables, declared outside the region, end with their final values. Statements between the
// nests run as serial launches in each iteration.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

#define N 96
static double a[N][N], ref[N][N];

int main(void) {
  int errors = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = ref[i][j] = 1 + (i * 7 + j * 3) % 11 + (i == j) * N;
#pragma acc kernels copy(a)
  for (int k = 0; k < N - 1; k++)
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        a[i][j] -= a[i][k] * a[k][j] / a[k][k];
  for (int k = 0; k < N - 1; k++)
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        ref[i][j] -= ref[i][k] * ref[k][j] / ref[k][k];
  for (int i = 0; i < N && errors < 5; i++)
    for (int j = 0; j < N; j++)
      if (a[i][j] != ref[i][j]) {
        fprintf(stderr, "FAIL: elimination a[%d][%d] is %.17g, want %.17g\n", i, j, a[i][j], ref[i][j]);
        errors++;
        break;
      }

  // Heat steps: each step reads the previous step's values.
  int n = 5000, steps = 40, t, i = -1;
  double *restrict u = malloc(sizeof(double) * n), *restrict v = malloc(sizeof(double) * n);
  double *w = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    u[i] = w[i] = (i % 100 == 0) ? 100.0 : 0.0;
#pragma acc kernels copy(u[0:n]) create(v[0:n])
  {
    for (t = 0; t < steps; t++) {
      for (i = 1; i < n - 1; i++)
        v[i] = u[i] + 0.25 * (u[i - 1] - 2 * u[i] + u[i + 1]);
      for (i = 1; i < n - 1; i++)
        u[i] = v[i];
    }
  }
  for (int s = 0; s < steps; s++) {
    for (int i = 1; i < n - 1; i++)
      v[i] = w[i] + 0.25 * (w[i - 1] - 2 * w[i] + w[i + 1]);
    for (int i = 1; i < n - 1; i++)
      w[i] = v[i];
  }
  for (int i = 0; i < n && errors < 5; i++)
    if (u[i] != w[i]) {
      fprintf(stderr, "FAIL: heat u[%d] is %.17g, want %.17g\n", i, u[i], w[i]);
      errors++;
      break;
    }
  if (t != steps || i != n - 1) {
    fprintf(stderr, "FAIL: t is %d and i %d after the steps, want %d and %d\n", t, i, steps, n - 1);
    errors++;
  }
  // A step with statements between its nests (the residual reset, its history): they run as
  // serial launches in each iteration.
  // A statement after the loop runs once, not with the loop's last statement.
  double err = 0, history[20], want[20];
  int runs = 0;
  for (int i = 0; i < n; i++)
    u[i] = w[i] = (i % 50 == 0) ? 10.0 : 0.0;
#pragma acc kernels copy(u[0:n], runs) create(v[0:n]) copyout(history)
  {
    for (int s = 0; s < 20; s++) {
      err = 0;
      for (int i = 1; i < n - 1; i++)
        v[i] = 0.5 * (u[i - 1] + u[i + 1]);
      for (int i = 1; i < n - 1; i++) {
        double d = v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
        err = d > err ? d : err;
        u[i] = v[i];
      }
      history[s] = err;
    }
    runs += 1;
  }
  if (runs != 1) {
    fprintf(stderr, "FAIL: the statement after the loop ran %d times\n", runs);
    errors++;
  }
  for (int s = 0; s < 20; s++) {
    double e = 0;
    for (int i = 1; i < n - 1; i++)
      v[i] = 0.5 * (w[i - 1] + w[i + 1]);
    for (int i = 1; i < n - 1; i++) {
      double d = v[i] > w[i] ? v[i] - w[i] : w[i] - v[i];
      e = d > e ? d : e;
      w[i] = v[i];
    }
    want[s] = e;
  }
  for (int s = 0; s < 20 && errors < 5; s++)
    if (history[s] != want[s]) {
      fprintf(stderr, "FAIL: residual of step %d is %.17g, want %.17g\n", s, history[s], want[s]);
      errors++;
    }
  for (int i = 0; i < n && errors < 5; i++)
    if (u[i] != w[i]) {
      fprintf(stderr, "FAIL: relaxation u[%d] is %.17g, want %.17g\n", i, u[i], w[i]);
      errors++;
      break;
    }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
