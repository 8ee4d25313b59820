// A class template for a field whose compute regions use the element type's operators,
// instantiated with double and with a user struct (Vec3 with operator+ and operator*): the struct
// arrays are mapped with sections and a struct accumulator is copied in a serial region
// (2.5.1, 2.5.3, 2.6.5).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>

struct Vec3 {
  double x, y, z;
  Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
  Vec3 operator*(double s) const { return {x * s, y * s, z * s}; }
};

static double norm1(double v) { return std::fabs(v); }
static double norm1(const Vec3 &v) { return std::fabs(v.x) + std::fabs(v.y) + std::fabs(v.z); }

template <typename T>
class Field {
public:
  explicit Field(int n) : n_(n), data_(new T[n]) {}
  ~Field() { delete[] data_; }
  Field(const Field &) = delete;
  Field &operator=(const Field &) = delete;

  T &operator[](int i) { return data_[i]; }
  int size() const { return n_; }

  // this = this + a * other
  void axpy(double a, const Field &other) {
    T *d = data_;
    const T *o = other.data_;
    int n = n_;
#pragma acc parallel loop copy(d[0:n]) copyin(o[0:n])
    for (int i = 0; i < n; ++i)
      d[i] = d[i] + o[i] * a;
  }

  T sum() const {
    const T *d = data_;
    int n = n_;
    T s = d[0] * 0.0;
#pragma acc serial copyin(d[0:n]) copy(s)
    for (int i = 0; i < n; ++i)
      s = s + d[i];
    return s;
  }

private:
  int n_;
  T *data_;
};

template <typename T, typename Make>
int run(const char *name, Make make) {
  const int n = 3000;
  Field<T> u(n), w(n);
  T expect_sum = make(0) * 0.0;
  for (int i = 0; i < n; ++i) {
    u[i] = make(i);
    w[i] = make(i % 10);
  }
  u.axpy(0.5, w);
  T s = u.sum();
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    T e = make(i) + make(i % 10) * 0.5;
    expect_sum = expect_sum + e;
    if (norm1(u[i] + e * -1.0) > 1e-12 * (1.0 + norm1(e))) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: Field<%s> element %d differs from the host value\n", name, i);
      ++errors;
    }
  }
  if (norm1(s + expect_sum * -1.0) > 1e-9 * norm1(expect_sum)) {
    std::fprintf(stderr, "FAIL: Field<%s>::sum differs from the host sum (|diff| = %g)\n", name,
                 norm1(s + expect_sum * -1.0));
    ++errors;
  }
  return errors;
}

int main() {
  int errors = run<double>("double", [](int i) { return 0.25 * i; });
  errors += run<Vec3>("Vec3", [](int i) { return Vec3{1.0 * i, -0.5 * i, 2.0}; });
  return errors != 0;
}
