// A partitioned loop whose variable is an iterator class (2.9 allows C++ random-access
// iterators): Acorn does not partition such loops yet, and says so at the loop variable rather
// than faulting the condition it cannot read.
// RUN: not %acorncxx -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s
#include <cstddef>
#include <iterator>
struct It {
  using iterator_category = std::random_access_iterator_tag;
  using value_type = double;
  using difference_type = std::ptrdiff_t;
  using pointer = double *;
  using reference = double &;
  double *p;
  double &operator*() const { return *p; }
  It &operator++() { ++p; return *this; }
  bool operator<(const It &o) const { return p < o.p; }
  std::ptrdiff_t operator-(const It &o) const { return p - o.p; }
};

void twice(double *a, int n) {
  It b{a}, e{a + n};
#pragma acc parallel loop copy(a[0:n])
  for (It it = b; it < e; ++it)
    *it *= 2.0;
}
// CHECK: iterator_loop_variable.cpp:23:8: error: loop cannot be partitioned: its variable is of class type (an iterator class), which Acorn does not partition yet; loop over an integer index or a pointer
