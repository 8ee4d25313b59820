// Member functions that a class template's region calls without writing `this`, where the call is
// resolved only when the template is instantiated: an overloaded accessor (`at(i)`, const and
// non-const), a member function of a dependent base named with its qualifier (`Base<T>::w(i)`),
// and a member of the base through `this->`. The region reaches them through the device copy of
// the object.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <class T> struct Weights {
  T scale;
  T w(int i) const { return scale * (i % 3); }
};

template <class T> class Field : public Weights<T> {
public:
  Field(int n, T *d, T s) : n_(n), d_(d) { this->scale = s; }
  T &at(int i) { return d_[i]; }
  const T &at(int i) const { return d_[i]; }

  void fill(T v) {
#pragma acc parallel loop copy(d_[0:n_]) copyin(this[0:1])
    for (int i = 0; i < n_; ++i)
      at(i) = v * i + Weights<T>::w(i) + this->scale;
  }
  T sum() const {
    T s = 0;
#pragma acc parallel loop copyin(d_[0:n_]) copyin(this[0:1]) reduction(+:s)
    for (int i = 0; i < n_; ++i)
      s += at(i);
    return s;
  }

private:
  int n_;
  T *d_;
};

template <class T> static bool run(const char *name) {
  const int n = 3000;
  T *d = new T[n];
  Field<T> f(n, d, T(2));
  f.fill(T(3));
  T want = 0;
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    T e = T(3) * i + T(2) * (i % 3) + T(2);
    want += e;
    if (d[i] != e) {
      std::fprintf(stderr, "FAIL: %s d[%d] = %g, expected %g\n", name, i, (double)d[i], (double)e);
      ok = false;
      break;
    }
  }
  T got = f.sum();
  if (got != want) {
    std::fprintf(stderr, "FAIL: %s sum = %g, expected %g\n", name, (double)got, (double)want);
    ok = false;
  }
  delete[] d;
  return ok;
}

int main() {
  if (!run<double>("double") || !run<long>("long"))
    return 1;
  std::printf("template_member_overloads: OK\n");
  return 0;
}
