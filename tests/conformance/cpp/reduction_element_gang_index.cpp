// 2.9.11 and 2.5.15: a vector loop's reduction on an element indexed by the gang loop around it
// (`reduction(+:out[r])` in the gang loop over r), in C++ style: a member function of a class
// template, a std::vector's data, and a lambda reading the row.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> struct Rows {
  int rows, cols;
  std::vector<T> data;
  Rows(int r, int c) : rows(r), cols(c), data(r * c) {}
  void row_sums(T *out) const {
    const T *d = data.data();
    int nr = rows, nc = cols;
#pragma acc parallel loop gang copyin(d[0:nr * nc]) copy(out[0:nr])
    for (int r = 0; r < nr; r++) {
      out[r] = T(1);
      auto at = [=](int i) { return d[r * nc + i]; };
#pragma acc loop vector reduction(+:out[r])
      for (int i = 0; i < nc; i++)
        out[r] += at(i);
    }
  }
};

int main() {
  Rows<double> m(24, 130);
  for (int i = 0; i < 24 * 130; i++)
    m.data[i] = i % 5;
  std::vector<double> out(24, -1.0);
  m.row_sums(out.data());
  int errors = 0;
  for (int r = 0; r < 24; r++) {
    double want = 1;
    for (int i = 0; i < 130; i++)
      want += m.data[r * 130 + i];
    if (out[r] != want) {
      std::fprintf(stderr, "FAIL: row %d: %g, want %g\n", r, out[r], want);
      ++errors;
    }
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
