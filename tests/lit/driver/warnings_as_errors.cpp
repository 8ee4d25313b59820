// Warning-clean code builds with -Wall -Wextra -Werror: Acorn's headers are system headers, so
// what they instantiate for a region (an unsigned bound against a signed start, unused parameters)
// warns no more than the C and C++ libraries do. With GPU code and multicore, C++ and C. The other
// names of data clauses (`pcopy`, `present_or_copyin`: 3.3 keeps them) are not warned about.
// The lowered code is not the user's to warn about either: a variable only a private clause names,
// a reduction's copy shadowing the variable, casts and null pointers in data clauses (-Wshadow,
// -Wold-style-cast, -Wzero-as-null-pointer-constant); the user's own warnings show once.
// RUN: %acorncxx -Wall -Wextra -Wshadow -Wold-style-cast -Wzero-as-null-pointer-constant -Werror -c %s -o %t.o
// RUN: %acorncc -Wall -Wextra -Werror -x c -c %S/Inputs/warning_clean.c -o %t.c.o
// RUN: %acorncxx -Wall -DUSER_WARNING -c %s -o %t.w.o 2>&1 | FileCheck %s --check-prefix=ONCE
// ONCE: warnings_as_errors.cpp:[[#@LINE+6]]:27: warning: unused variable 'unused'
// ONCE-NOT: warning:
#include <cstddef>
#include <cstdio>

#ifdef USER_WARNING
void user_warning() { int unused = 0; }
#endif

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

// A temporary only the private clause names, a reduction, a counting loop that does not use its
// variable, and an atomic capture into an uninitialised local.
int private_and_counts(double *a, int n) {
  double t;
  int count = 0, last;
#pragma acc parallel loop copy(a[0:n]) private(t)
  for (int i = 0; i < n; ++i) {
    t = 2.0 * a[i];
    a[i] = t + 1.0;
  }
#pragma acc parallel loop reduction(+:count)
  for (int i = 0; i < n; ++i)
    count += 1;
#pragma acc serial copy(count) copyout(last)
  {
#pragma acc atomic capture
    last = count++;
  }
  std::printf("%d\n", last);
  return count;
}
