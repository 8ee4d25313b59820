// 2.9.11 and 2.5.15: a vector loop's reduction on an element indexed by the gang loop around it
// (`reduction(+:out[r])` in the gang loop over r), in C++ style: a member function of a class
// template, a std::vector's data, a lambda reading the row, and a gang loop whose variable is
// declared outside the region (the element is the one of the gang's r, not of the host's).
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
  void row_max(T *out) const {
    const T *d = data.data();
    int nr = rows, nc = cols;
    int r = nr; // declared before the loop, as older codes do; past the end here
#pragma acc parallel loop gang copyin(d[0:nr * nc]) copyout(out[0:nr])
    for (r = 0; r < nr; r++) {
      out[r] = T(-1);
#pragma acc loop vector reduction(max:out[r])
      for (int i = 0; i < nc; i++)
        out[r] = d[r * nc + i] * (r % 3) > out[r] ? d[r * nc + i] * (r % 3) : out[r];
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
  std::vector<double> top(24, 0.0);
  m.row_max(top.data());
  for (int r = 0; r < 24; r++) {
    double want = -1;
    for (int i = 0; i < 130; i++)
      want = m.data[r * 130 + i] * (r % 3) > want ? m.data[r * 130 + i] * (r % 3) : want;
    if (top[r] != want) {
      std::fprintf(stderr, "FAIL: row %d: max %g, want %g\n", r, top[r], want);
      ++errors;
    }
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}
