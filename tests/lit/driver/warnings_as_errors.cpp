// Warning-clean code builds with -Wall -Wextra -Werror: Acorn's headers are system headers, so
// what they instantiate for a region (an unsigned bound against a signed start, unused parameters)
// warns no more than the C and C++ libraries do. With GPU code and multicore, C++ and C.
// RUN: %acorncxx -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %acorncc -Wall -Wextra -Werror -x c -c %S/Inputs/warning_clean.c -o %t.c.o
#include <cstddef>

double axpy(std::size_t n, double a, const double *x, double *y) {
  double s = 0;
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) reduction(+:s)
  for (std::size_t i = 0; i < n; ++i) {
    y[i] += a * x[i];
    s += y[i];
  }
  return s;
}

// A region without a partitioned loop (serial, a loop seq) uses no loop of the execution context.
int serial_update(int x) {
#pragma acc serial copy(x)
  { x = 42; }
#pragma acc parallel loop seq copy(x)
  for (int i = 0; i < 3; ++i)
    x += i;
  return x;
}
