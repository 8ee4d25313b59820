// present(p) of a bare pointer p in C++, as codes written for NVHPC use it: a class keeps its
// array on the device (enter data create(data_[0:n_]) in the constructor) and its member functions
// name the pointer member, or a local pointer to it, in present(...): the region uses the data the
// pointer points to. Also a function template over the element type.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
#pragma acc enter data create(data_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_])
    delete[] data_;
  }
  void fill(double v) {
#pragma acc parallel loop present(data_)
    for (int i = 0; i < n_; ++i)
      data_[i] = v + i;
  }
  void twice() {
    double *d = data_;
#pragma acc parallel loop present(d)
    for (int i = 0; i < n_; ++i)
      d[i] *= 2.0;
  }
  void fetch() {
#pragma acc update self(data_[0:n_])
  }
  double *data() { return data_; }
  int size() const { return n_; }

private:
  int n_;
  double *data_;
};

template <class T> void add_one(T *p, int n) {
#pragma acc parallel loop present(p)
  for (int i = 0; i < n; ++i)
    p[i] += T(1);
}

int main() {
  Field f(3000);
  f.fill(1.0);
  f.twice();
  add_one(f.data(), f.size());
  f.fetch();
  int errors = 0;
  for (int i = 0; i < f.size(); ++i) {
    double expected = 2.0 * (1.0 + i) + 1.0;
    if (f.data()[i] != expected) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: data[%d] = %g, expected %g\n", i, f.data()[i], expected);
      ++errors;
    }
  }
  float *g = new float[100];
#pragma acc enter data create(g[0:100])
#pragma acc parallel loop present(g)
  for (int i = 0; i < 100; ++i)
    g[i] = float(i);
  add_one(g, 100);
#pragma acc exit data copyout(g[0:100])
  for (int i = 0; i < 100; ++i)
    if (g[i] != float(i + 1)) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: g[%d] = %g, expected %d\n", i, g[i], i + 1);
      ++errors;
    }
  delete[] g;
  return errors != 0;
}
