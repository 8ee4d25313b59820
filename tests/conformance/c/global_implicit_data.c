// Global variables referenced in compute regions with no data clause get the same implicit data
// attributes as locals (2.6.2): scalars (int, double, a const) are firstprivate in parallel and
// serial, arrays and structs are copy, and a scalar assigned in a kernels region is copy.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define NMAX 5000

int n = 4000;
double alpha = 1.5;
const double beta = 0.25;
double x[NMAX], y[NMAX];
long hist[8];
struct range { double lo, hi; } bounds = {-2.0, 2.0};
double last_y;
int passes = 5;

int main(void)
{
  int errors = 0;
  for (int i = 0; i < NMAX; ++i) {
    x[i] = (i % 17) - 8;
    y[i] = 1.0;
  }

#pragma acc parallel loop
  for (int i = 0; i < n; ++i) {
    double v = alpha * x[i] + beta;
    y[i] = v < bounds.lo ? bounds.lo : (v > bounds.hi ? bounds.hi : v);
  }

#pragma acc serial
  for (int i = 0; i < n; ++i)
    hist[(int)(y[i] - bounds.lo) * 2 % 8] += 1;

#pragma acc kernels
  {
    last_y = y[n - 1];
  }

  int seen[1] = {0};
#pragma acc serial copyout(seen[0:1])
  {
    passes += 10; /* a firstprivate copy: the global keeps its value */
    seen[0] = passes;
  }

  long ehist[8] = {0};
  for (int i = 0; i < NMAX; ++i) {
    double v = 1.5 * ((i % 17) - 8) + 0.25;
    double e = i < n ? (v < -2.0 ? -2.0 : (v > 2.0 ? 2.0 : v)) : 1.0;
    if (i < n)
      ehist[(int)(e + 2.0) * 2 % 8] += 1;
    if (y[i] != e) {
      if (errors < 10)
        fprintf(stderr, "FAIL: y[%d] = %g, expected %g\n", i, y[i], e);
      ++errors;
    }
  }
  for (int b = 0; b < 8; ++b)
    if (hist[b] != ehist[b]) {
      fprintf(stderr, "FAIL: hist[%d] = %ld, expected %ld\n", b, hist[b], ehist[b]);
      ++errors;
    }
  if (last_y != y[n - 1]) {
    fprintf(stderr, "FAIL: last_y = %g, expected %g (kernels scalar is copy)\n", last_y, y[n - 1]);
    ++errors;
  }
  if (seen[0] != 15) {
    fprintf(stderr, "FAIL: global scalar in serial region = %d, expected 15\n", seen[0]);
    ++errors;
  }
#ifdef _OPENACC
  if (passes != 5) {
    fprintf(stderr, "FAIL: global scalar copied back from a serial region: %d, expected 5\n", passes);
    ++errors;
  }
#else
  if (passes != 15) {
    fprintf(stderr, "FAIL: serial execution: passes = %d, expected 15\n", passes);
    ++errors;
  }
#endif
  return errors != 0;
}
