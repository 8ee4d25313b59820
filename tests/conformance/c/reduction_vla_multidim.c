// A reduction on a whole variable-length array of arrays (2.9.11: an aggregate variable; each
// element is reduced): 2-D and 3-D VLAs, a VLA of fixed rows, with + and max, at the gang and
// gang-vector levels. (C++ has no VLAs; its arrays of arrays: reduction_multidim_array.cpp.)
// RUN: %acorncc -O2 %s -o %t && %run-targets %t
#include <stdio.h>

static int run(int ns, int nb, int nc) {
  long h2[ns][nb], rows[ns][4];
  double h3[ns][nb][nc];
  int top[nb][nc];
  for (int s = 0; s < ns; s++)
    for (int b = 0; b < nb; b++) {
      h2[s][b] = 10;
      for (int c = 0; c < nc; c++)
        h3[s][b][c] = 0.5;
    }
  for (int s = 0; s < ns; s++)
    for (int c = 0; c < 4; c++)
      rows[s][c] = 0;
  for (int b = 0; b < nb; b++)
    for (int c = 0; c < nc; c++)
      top[b][c] = -1;
#pragma acc parallel loop reduction(+:h2)
  for (int i = 0; i < 1000; i++)
    h2[i % ns][i % nb]++;
#pragma acc parallel loop gang vector reduction(+:h3) reduction(+:rows)
  for (int i = 0; i < 3000; i++) {
    h3[i % ns][(i / 3) % nb][i % nc] += 1.0;
    rows[i % ns][i % 4] += 2;
  }
#pragma acc parallel loop reduction(max:top)
  for (int i = 0; i < 500; i++)
    top[i % nb][(i * 3) % nc] = top[i % nb][(i * 3) % nc] > i ? top[i % nb][(i * 3) % nc] : i;
  int errors = 0;
  long expect2[ns][nb], expect_rows[ns][4];
  double expect3[ns][nb][nc];
  int expect_top[nb][nc];
  for (int s = 0; s < ns; s++)
    for (int b = 0; b < nb; b++) {
      expect2[s][b] = 10;
      for (int c = 0; c < nc; c++)
        expect3[s][b][c] = 0.5;
    }
  for (int s = 0; s < ns; s++)
    for (int c = 0; c < 4; c++)
      expect_rows[s][c] = 0;
  for (int b = 0; b < nb; b++)
    for (int c = 0; c < nc; c++)
      expect_top[b][c] = -1;
  for (int i = 0; i < 1000; i++)
    expect2[i % ns][i % nb]++;
  for (int i = 0; i < 3000; i++) {
    expect3[i % ns][(i / 3) % nb][i % nc] += 1.0;
    expect_rows[i % ns][i % 4] += 2;
  }
  for (int i = 0; i < 500; i++)
    if (i > expect_top[i % nb][(i * 3) % nc])
      expect_top[i % nb][(i * 3) % nc] = i;
  for (int s = 0; s < ns; s++)
    for (int b = 0; b < nb; b++) {
      errors += h2[s][b] != expect2[s][b];
      for (int c = 0; c < nc; c++)
        errors += h3[s][b][c] != expect3[s][b][c];
    }
  for (int s = 0; s < ns; s++)
    for (int c = 0; c < 4; c++)
      errors += rows[s][c] != expect_rows[s][c];
  for (int b = 0; b < nb; b++)
    for (int c = 0; c < nc; c++)
      errors += top[b][c] != expect_top[b][c];
  return errors;
}

int main(int argc, char **argv) {
  (void)argv;
  int errors = run(3 + argc, 4 + argc, 2 + argc);
  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
