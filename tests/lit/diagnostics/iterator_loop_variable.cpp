// A partitioned loop whose variable is of class type must be a random-access iterator (2.9): its
// iterations are counted by `end - begin` and reached by `begin + k` (or +=). A class that says it is
// one (iterator_category) but lacks operator-, or operator+ and +=, is an error at the loop variable
// naming what is missing; a forward iterator is Clang's error. A kernels loop over an iterator
// without independent runs sequentially, and -Minfo says why.
// RUN: not %acorncxx -acc=multicore -c -DNO_PLUS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PLUS
// RUN: not %acorncxx -acc=multicore -c -DNO_MINUS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MINUS
// RUN: not %acorncxx -acc=multicore -c -DFORWARD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=FORWARD
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --check-prefix=KERNELS
#include <cstddef>
#include <iterator>
struct It {
#ifdef FORWARD
  using iterator_category = std::forward_iterator_tag;
#else
  using iterator_category = std::random_access_iterator_tag;
#endif
  using value_type = double;
  using difference_type = std::ptrdiff_t;
  using pointer = double *;
  using reference = double &;
  double *p;
  double &operator*() const { return *p; }
  It &operator++() { ++p; return *this; }
  bool operator<(const It &o) const { return p < o.p; }
#ifndef NO_MINUS
  std::ptrdiff_t operator-(const It &o) const { return p - o.p; }
#endif
#ifndef NO_PLUS
  It operator+(std::ptrdiff_t k) const { return {p + k}; }
#endif
};

void twice(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (It it = It{a}; it < It{a + n}; ++it)
    *it *= 2.0;
  // PLUS: iterator_loop_variable.cpp:[[@LINE-2]]:11: error: loop cannot be partitioned: the loop variable 'it' is not a random-access iterator: its class 'It' has no operator+ or operator+= with a difference (moving to an iteration)
  // MINUS: iterator_loop_variable.cpp:[[@LINE-3]]:11: error: loop cannot be partitioned: the loop variable 'it' is not a random-access iterator: its class 'It' has no operator- between two iterators (giving the number of iterations)
  // FORWARD: iterator_loop_variable.cpp:[[@LINE-4]]:8: error: loop variable of loop associated with an OpenACC 'parallel loop' construct must be of integer, pointer, or random-access-iterator type (is 'It')
}

void thrice(double *a, int n) {
#pragma acc kernels loop copy(a[0:n])
  for (It it = It{a}; it < It{a + n}; ++it)
    *it *= 3.0;
  // KERNELS: iterator_loop_variable.cpp:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: its variable 'it' is an iterator of class type, whose accesses Acorn does not analyse; add 'independent' if its iterations are)
}

// A std::vector's iterator in a GPU build: its elements are host memory (with -acc=multicore it
// runs: conformance iterator_loop_std_vector).
// RUN: not %acorncxx -c -DSTD_VECTOR %s -o %t.o 2>&1 | FileCheck %s --check-prefix=VECTOR
#ifdef STD_VECTOR
#include <vector>
void add(std::vector<double> &v) {
#pragma acc parallel loop
  for (std::vector<double>::iterator it = v.begin(); it != v.end(); ++it)
    *it += 1.0;
  // VECTOR: iterator_loop_variable.cpp:[[@LINE-2]]:43: error: 'v' is a std::vector, whose elements are in host memory that GPU code cannot reach
}
#endif
