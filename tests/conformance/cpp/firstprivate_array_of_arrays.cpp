/* 2.5.14: firstprivate of an array of arrays (a local `double c[3][3]`, a file-scope
   `double g[2][2][2]`): each gang's copy starts as the original, whole, and stays its own; the
   original is unchanged. (Clang 22 crashed building its copy of one.) private and copyin of such
   arrays, on the same constructs; and in a function template, whose array's extent is its parameter. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 64
#define GANGS 8

double g[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};

// Each gang adds its gang-redundant increment to its own copy: the original stays as it was.
template <int R> int template_copies_stay_private() {
  double m[R][R];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < R; j++)
      m[i][j] = i * R + j;
  double seen[GANGS];
#pragma acc parallel num_gangs(GANGS) firstprivate(m) copyout(seen)
  {
    m[R - 1][R - 1] += 100;
#pragma acc loop gang
    for (int g = 0; g < GANGS; g++)
      seen[g] = m[R - 1][R - 1] + m[0][1];
  }
  int errors = 0;
  for (int g = 0; g < GANGS; g++)
    if (seen[g] != R * R - 1 + 100 + 1) {
      if (errors++ < 3)
        printf("R=%d: seen[%d] = %g, want %d\n", R, g, seen[g], R * R + 100);
    }
  if (m[R - 1][R - 1] != R * R - 1) {
    printf("R=%d: the original changed: %g\n", R, m[R - 1][R - 1]);
    errors++;
  }
  return errors;
}

int main() {
  double c[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  double out[N], twice[N], scratch_sum[N];
  int errors = 0;

  // Read-only, every element of every dimension.
#pragma acc parallel loop firstprivate(c, g) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = c[i % 3][(i + 1) % 3] + g[i % 2][(i / 2) % 2][(i / 4) % 2] + i;
  for (int i = 0; i < N; i++) {
    double want = (3 * (i % 3) + (i + 1) % 3 + 1) + (4 * (i % 2) + 2 * ((i / 2) % 2) + (i / 4) % 2 + 1) + i;
    if (out[i] != want) {
      if (errors++ < 5)
        printf("out[%d] = %g, want %g\n", i, out[i], want);
    }
  }

  // Each gang doubles its own copy once (gang-redundant code), then reads it: twice the original in
  // every gang (a copy that gangs shared would be doubled more than once).
  double scratch[2][3];
#pragma acc parallel num_gangs(GANGS) firstprivate(c, g) private(scratch) copyout(twice, scratch_sum)
  {
    for (int r = 0; r < 3; r++)
      for (int k = 0; k < 3; k++)
        c[r][k] *= 2;
    g[1][1][1] *= 2;
#pragma acc loop gang
    for (int i = 0; i < N; i++) {
      for (int k = 0; k < 3; k++)
        scratch[i % 2][k] = c[i % 3][k];
      twice[i] = c[i % 3][i % 3] + g[1][1][1];
      scratch_sum[i] = scratch[i % 2][0] + scratch[i % 2][1] + scratch[i % 2][2];
    }
  }
  for (int i = 0; i < N; i++) {
    double want = 2 * (4 * (i % 3) + 1) + 16;
    double want_sum = 2 * (3 * (3 * (i % 3)) + 6);
    if (twice[i] != want || scratch_sum[i] != want_sum) {
      if (errors++ < 5)
        printf("twice[%d] = %g (want %g), scratch sum %g (want %g)\n", i, twice[i], want, scratch_sum[i], want_sum);
    }
  }
  if (c[1][1] != 5 || c[2][2] != 9 || g[1][1][1] != 8) {
    printf("originals changed: c[1][1] %g, c[2][2] %g, g[1][1][1] %g\n", c[1][1], c[2][2], g[1][1][1]);
    errors++;
  }

  // copyin of the same arrays, read on the device.
#pragma acc parallel loop copyin(c, g) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = c[2][i % 3] * g[0][1][i % 2];
  for (int i = 0; i < N; i++)
    if (out[i] != (7 + i % 3) * (3 + i % 2)) {
      if (errors++ < 5)
        printf("copyin out[%d] = %g\n", i, out[i]);
    }

  errors += template_copies_stay_private<2>() + template_copies_stay_private<3>();

  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
