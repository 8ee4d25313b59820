// 2.9: C++ random-access iterators of class type as the variables of partitioned loops: parallel
// loop, kernels loop independent, kernels loop without it (sequential), loop gang / vector inside a
// region, collapse(2) with an iterator outer, inner or both, and a reduction; conditions <, != and
// `end > it`; increments ++it, it++, it += 2 and it = it + 2; iterators made in the header from the
// region's arrays. The iteration count is `end - begin` and iteration k's variable `begin + k` (or
// `begin += k` where the class has only +=), through the class's own operators; in a template too.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstddef>
#include <cstdio>
#include <iterator>

// Member operators defined in the class: compiled for the device as the program's functions are.
struct It {
  using iterator_category = std::random_access_iterator_tag;
  using value_type = double;
  using difference_type = std::ptrdiff_t;
  using pointer = double *;
  using reference = double &;
  double *p;
  double &operator*() const { return *p; }
  It &operator++() { ++p; return *this; }
  It operator++(int) { It t = *this; ++p; return t; }
  It &operator+=(std::ptrdiff_t k) { p += k; return *this; }
  It operator+(std::ptrdiff_t k) const { return {p + k}; }
  std::ptrdiff_t operator-(const It &o) const { return p - o.p; }
  bool operator<(It o) const { return p < o.p; }
  bool operator>(const It &o) const { return p > o.p; }
  bool operator!=(const It &o) const { return p != o.p; }
};

// Non-member operators with routine directives, and only += to move by a difference.
namespace cells {
struct Cell {
  using iterator_category = std::random_access_iterator_tag; // what Clang checks a class loop variable for
  using value_type = int;
  using difference_type = long;
  using pointer = int *;
  using reference = int &;
  int *p;
};
#pragma acc routine seq
int &operator*(Cell c);
#pragma acc routine seq
Cell &operator+=(Cell &c, long k);
#pragma acc routine seq
long operator-(const Cell &a, const Cell &b);
#pragma acc routine seq
bool operator<(const Cell &a, const Cell &b);
int &operator*(Cell c) { return *c.p; }
Cell &operator+=(Cell &c, long k) { c.p += k; return c; }
long operator-(const Cell &a, const Cell &b) { return a.p - b.p; }
bool operator<(const Cell &a, const Cell &b) { return a.p < b.p; }
} // namespace cells
using cells::Cell;

constexpr int N = 1000, R = 30, C = 40;

static void twice(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (It it{x}; it < It{x + n}; ++it)
    *it *= 2.0;
}

// In a template the variable's type is the parameter's: the same loop over an iterator and a pointer.
template <class Iter, class T>
static void thrice(T *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (Iter it = Iter{x}; it < Iter{x + n}; ++it)
    *it *= 3.0;
}

int main() {
  static double a[N], b[N], x[R], y[C], m[R * C], m2[R * C], m3[R * C];
  static int c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = i;
  }
  for (int i = 0; i < R; ++i)
    x[i] = i + 1;
  for (int j = 0; j < C; ++j)
    y[j] = 2 * j;
  int bad = 0;

  twice(a, N);
  thrice<It>(a, N);
  thrice<double *>(a, N);
  for (int i = 0; i < N; ++i)
    bad += a[i] != 18.0 * i;

#pragma acc parallel loop copy(b)
  for (It it = It{b}; It{b + N} > it; it++)
    *it = 1.0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != 1.0;

  // Every other element; a variable declared before the loop.
  It v;
#pragma acc kernels loop independent copy(b)
  for (v = It{b}; v < It{b + N}; v += 2)
    *v += 1.0;
#pragma acc kernels loop copy(b)
  for (It it = It{b + 1}; it < It{b + N}; it = it + 2)
    *it += 3.0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != (i % 2 ? 4.0 : 2.0);

#pragma acc parallel copy(c)
  {
#pragma acc loop gang vector
    for (Cell q = {c}; q < Cell{c + N}; q += 1)
      *q += 7;
  }
  for (int i = 0; i < N; ++i)
    bad += c[i] != i + 7;

  double sum = 0;
  long cells = 0;
#pragma acc parallel loop copyin(a, c) reduction(+:sum, cells)
  for (It it = It{a}; it != It{a + N}; ++it) {
    Cell q{c};
    q += it - It{a};
    sum += *it;
    cells += *q;
  }
  bad += sum != 9.0 * N * (N - 1) || cells != (long)N * (N - 1) / 2 + 7L * N;

  // collapse(2): the outer variable an iterator, the inner one, then both.
#pragma acc parallel loop collapse(2) copyin(x) copyout(m)
  for (It r = It{x}; r < It{x + R}; ++r)
    for (int j = 0; j < C; ++j)
      m[(r - It{x}) * C + j] = *r * j;
#pragma acc parallel loop collapse(2) copyin(y) copyout(m2)
  for (int i = 0; i < R; ++i)
    for (It s = It{y}; s != It{y + C}; s++)
      m2[i * C + (s - It{y})] = i + *s;
#pragma acc parallel loop gang collapse(2) copyin(x, y) copyout(m3)
  for (It r = It{x}; r < It{x + R}; ++r)
    for (It s = It{y}; s < It{y + C}; s += 1)
      m3[(r - It{x}) * C + (s - It{y})] = *r - *s;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      bad += m[i * C + j] != (i + 1.0) * j || m2[i * C + j] != i + 2.0 * j || m3[i * C + j] != (i + 1.0) - 2.0 * j;

  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
