// A parallel loop whose variable is a random-access iterator class (overloaded <, ++, *): OpenACC 3.3 2.9 allows
// integer, pointer or C++ random-access iterator loop variables; clang++-22 -fopenacc accepts, g++-12 -fopenacc
// compiles and runs it (PASS). Acorn rejects it, even with -acc=multicore (the error now says why:
//   error: loop cannot be partitioned: its variable is of class type (an iterator class), ...).
#include <cstdio>
#include <cstddef>
#include <iterator>

struct It {
  using iterator_category = std::random_access_iterator_tag;
  using value_type = double; using difference_type = std::ptrdiff_t; using pointer = double *; using reference = double &;
  double *p;
#pragma acc routine seq
  double &operator*() const { return *p; }
#pragma acc routine seq
  It &operator++() { ++p; return *this; }
#pragma acc routine seq
  It &operator+=(std::ptrdiff_t k) { p += k; return *this; }
#pragma acc routine seq
  It operator+(std::ptrdiff_t k) const { return {p + k}; }
#pragma acc routine seq
  std::ptrdiff_t operator-(const It &o) const { return p - o.p; }
#pragma acc routine seq
  bool operator<(const It &o) const { return p < o.p; }
};

int main() {
  const int n = 100;
  double a[n];
  for (int i = 0; i < n; ++i) a[i] = i;
  It b{a}, e{a + n};
#pragma acc parallel loop copy(a)
  for (It it = b; it < e; ++it) *it *= 2.0;
  int bad = 0;
  for (int i = 0; i < n; ++i) if (a[i] != 2.0 * i) bad++;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
