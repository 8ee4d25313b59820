/* Warning-clean C with a region over an unsigned bound (driver/warnings_as_errors.cpp). */
#include <stddef.h>

double scale(size_t n, double a, double *restrict y) {
  double m = 0;
#pragma acc parallel loop copy(y[0:n]) reduction(max:m)
  for (size_t i = 0; i < n; ++i) {
    y[i] *= a;
    m = y[i] > m ? y[i] : m;
  }
  return m;
}
