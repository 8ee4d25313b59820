// C library math from <math.h> in a C++ compute region: the double functions (sqrt, fabs, exp,
// pow, fmax, fmin), their float forms (sqrtf, fabsf, expf, powf) and the C++ overloads <math.h>
// adds for float arguments (2.5.1 parallel loop, 2.5.3 serial).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main() {
  const int n = 5000;
  int errors = 0;
  double *a = (double *)malloc(n * sizeof(double));
  float *b = (float *)malloc(n * sizeof(float));
  double *ra = (double *)malloc(n * sizeof(double));
  float *rb = (float *)malloc(n * sizeof(float));
  double peak = 0.0;
  for (int i = 0; i < n; ++i) {
    a[i] = 0.5 * (i % 100) - 20.0;
    b[i] = 0.25f * (float)(i % 60);
  }

#pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(ra[0:n], rb[0:n])
  for (int i = 0; i < n; ++i) {
    ra[i] = sqrt(fabs(a[i])) + fmax(a[i], 0.0) - fmin(a[i], 1.0) + exp(-fabs(a[i])) + pow(2.0, a[i] / 10.0);
    rb[i] = sqrtf(b[i]) + fabsf(b[i] - 5.0f) + expf(-b[i]) + powf(b[i], 2.0f) + sqrt(b[i]);
  }

#pragma acc serial copyin(ra[0:n]) copy(peak)
  for (int i = 0; i < n; ++i)
    peak = fmax(peak, ra[i]);

  double epeak = 0.0;
  for (int i = 0; i < n; ++i) {
    double x = a[i];
    float y = b[i];
    double ea = sqrt(fabs(x)) + fmax(x, 0.0) - fmin(x, 1.0) + exp(-fabs(x)) + pow(2.0, x / 10.0);
    float eb = sqrtf(y) + fabsf(y - 5.0f) + expf(-y) + powf(y, 2.0f) + sqrt(y);
    epeak = fmax(epeak, ea);
    if (fabs(ra[i] - ea) > 1e-12 * (1.0 + fabs(ea)) || fabsf(rb[i] - eb) > 1e-5f * (1.0f + fabsf(eb))) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d ra=%.15g rb=%.7g, expected %.15g %.7g\n", i, ra[i], rb[i], ea, eb);
      ++errors;
    }
  }
  if (fabs(peak - epeak) > 1e-12 * epeak) {
    fprintf(stderr, "FAIL: peak = %.15g, expected %.15g\n", peak, epeak);
    ++errors;
  }
  free(a);
  free(b);
  free(ra);
  free(rb);
  return errors != 0;
}
