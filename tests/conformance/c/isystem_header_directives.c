// A library's header found through -isystem (CMake passes an imported target's include directories
// so) holds directives: Inputs/isystem_header_directives/include/thermo/thermo.h has a global with
// declare create, a routine and a function with a compute construct. This file defines the global
// and runs the header's function; Inputs/isystem_header_directives/thermo.c, which includes the
// header the same way, fills the global's device copy and reads it in a reduction (2.13, 2.15).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -isystem %S/Inputs/isystem_header_directives/include %S/Inputs/isystem_header_directives/thermo.c -o %t/thermo.o
// RUN: %acorncc -c -isystem %S/Inputs/isystem_header_directives/include %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/thermo.o -o %t/prog
// RUN: %run-targets %t/prog
#include <math.h>
#include <stdio.h>
#include <thermo/thermo.h>

double thermo_conductivity[THERMO_CELLS];

static int close_to(double a, double b)
{
  return fabs(a - b) <= 1e-12 * (1.0 + fabs(b));
}

int main(void)
{
  enum { N = THERMO_CELLS, STEPS = 20 };
  static double u[N], next[N], ref[N], ref_next[N];
  const double dt = 0.2;
  int errors = 0;

  thermo_set_conductivity(0.5);
  // The device copy was written by thermo.c; this file's region reads it too.
  double k_sum = 0.0;
#pragma acc parallel loop reduction(+:k_sum)
  for (int i = 0; i < N; ++i)
    k_sum += thermo_conductivity[i];
#pragma acc update self(thermo_conductivity)
  double expected_k = 0.0;
  for (int i = 0; i < N; ++i) {
    expected_k += 0.5 * (1 + i % 3);
    if (thermo_conductivity[i] != 0.5 * (1 + i % 3) && errors++ < 10)
      fprintf(stderr, "FAIL: conductivity[%d] = %g, expected %g\n", i, thermo_conductivity[i], 0.5 * (1 + i % 3));
  }
  if (k_sum != expected_k) {
    fprintf(stderr, "FAIL: conductivity sum %g, expected %g\n", k_sum, expected_k);
    ++errors;
  }

  for (int i = 0; i < N; ++i)
    u[i] = next[i] = ref[i] = ref_next[i] = (i > N / 4 && i < N / 2) ? 100.0 : 0.0;
  double *cur = u, *nxt = next;
#pragma acc data copy(u, next)
  for (int s = 0; s < STEPS; ++s) {
    thermo_step(nxt, cur, N, dt);
    double *t = cur;
    cur = nxt;
    nxt = t;
  }
  for (int s = 0; s < STEPS; ++s) {
    for (int i = 1; i < N - 1; ++i)
      ref_next[i] = ref[i] + dt * (thermo_conductivity[i] * (ref[i + 1] - ref[i]) -
                                   thermo_conductivity[i - 1] * (ref[i] - ref[i - 1]));
    for (int i = 1; i < N - 1; ++i)
      ref[i] = ref_next[i];
  }
  for (int i = 0; i < N; ++i)
    if (!close_to(cur[i], ref[i]) && errors++ < 10)
      fprintf(stderr, "FAIL: u[%d] = %.17g after %d steps, expected %.17g\n", i, cur[i], STEPS, ref[i]);

  double weighted = thermo_weighted_sum(cur, N), expected_w = 0.0;
  for (int i = 0; i < N; ++i)
    expected_w += ref[i] * thermo_conductivity[i];
  if (!close_to(weighted, expected_w)) {
    fprintf(stderr, "FAIL: weighted sum %.17g, expected %.17g\n", weighted, expected_w);
    ++errors;
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}
