// 2.7 data clauses on data members inside member functions: a class with a pointer member and a
// size member uses copy(data[0:n]) / copyin(data[0:n]) on its own members.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

class Buffer {
public:
  explicit Buffer(int size) : n(size), data(new double[size]) {
    for (int i = 0; i < n; ++i)
      data[i] = i;
  }
  ~Buffer() { delete[] data; }
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;

  void scale(double f) {
#pragma acc parallel loop copy(data[0:n])
    for (int i = 0; i < n; ++i)
      data[i] *= f;
  }
  double sum() const {
    double s = 0.0;
#pragma acc parallel loop copyin(data[0:n]) reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += data[i];
    return s;
  }
  int size() const { return n; }
  double at(int i) const { return data[i]; }

private:
  int n;
  double *data;
};

int main() {
  int errors = 0;
  Buffer b(5000);
  b.scale(2.0);
  b.scale(0.25);
  for (int i = 0; i < b.size(); ++i)
    if (b.at(i) != i * 0.5) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: member copy data[%d] = %g, expected %g\n", i, b.at(i), i * 0.5);
      ++errors;
    }
  double e = 0.5 * 4999.0 * 5000.0 / 2.0;
  double s = b.sum();
  if (s != e) {
    std::fprintf(stderr, "FAIL: member copyin sum = %g, expected %g\n", s, e);
    ++errors;
  }
  return errors != 0;
}
