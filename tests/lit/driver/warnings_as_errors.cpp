// Warning-clean code builds with -Wall -Wextra -Werror: Acorn's headers are system headers, so
// what they instantiate for a region (an unsigned bound against a signed start, unused parameters)
// warns no more than the C and C++ libraries do. With GPU code and multicore, C++ and C. The other
// names of data clauses (`pcopy`, `present_or_copyin`: 3.3 keeps them) are not warned about.
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

// Legacy spellings, as codes written for OpenACC 1.0 and 2.0 use them.
void legacy(double *a, int n) {
#pragma acc data pcopy(a[0:n])
  {
#pragma acc parallel loop present_or_copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
}
