// Constructs applied directly to the next construct, with no braces between them: a data construct
// whose body is a kernels construct (2.6.5 + 2.5.2), two nested data constructs whose body is a
// parallel loop, and a data construct around a while loop of compute regions.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
  const int n = 5000;
  int errors = 0, iter = 0;
  double *a = malloc(n * sizeof(double));
  double *b = malloc(n * sizeof(double));
  double *c = malloc(n * sizeof(double));
  double change = 1.0;
  for (int i = 0; i < n; ++i) {
    a[i] = i % 10;
    b[i] = 1.0;
  }

#pragma acc data copy(a[0:n]) copyin(b[0:n])
#pragma acc kernels
  for (int i = 0; i < n; ++i)
    a[i] += b[i];

#pragma acc data copyin(a[0:n])
#pragma acc data copyout(c[0:n])
#pragma acc parallel loop present(a[0:n], c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] = 2.0 * a[i];

#pragma acc data copy(c[0:n])
  while (change > 0.5 && iter < 100) {
    change = 0.0;
#pragma acc parallel loop present(c[0:n]) reduction(max:change)
    for (int i = 0; i < n; ++i) {
      double old = c[i];
      c[i] = 0.5 * c[i];
      change = fmax(change, fabs(old - c[i]));
    }
    ++iter;
  }

  /* the same sweeps on the host: c starts at 2*(i%10+1) and halves until nothing moves by 0.5 */
  double *ref = malloc(n * sizeof(double));
  double echange = 1.0;
  int eiter = 0;
  for (int i = 0; i < n; ++i)
    ref[i] = 2.0 * (i % 10 + 1.0);
  while (echange > 0.5 && eiter < 100) {
    echange = 0.0;
    for (int i = 0; i < n; ++i) {
      echange = fmax(echange, 0.5 * ref[i]);
      ref[i] *= 0.5;
    }
    ++eiter;
  }
  for (int i = 0; i < n; ++i) {
    double ea = i % 10 + 1.0;
    double ec = ref[i];
    if (a[i] != ea || c[i] != ec) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d a=%g c=%g, expected %g %g\n", i, a[i], c[i], ea, ec);
      ++errors;
    }
  }
  if (iter != eiter) {
    fprintf(stderr, "FAIL: %d sweeps, expected %d\n", iter, eiter);
    ++errors;
  }
  free(a);
  free(b);
  free(c);
  free(ref);
  return errors != 0;
}
