// Pointer members of a dependent base in a class template (`Base<T>`, whose members the template
// reaches as `this->p`, or by name after `using Base<T>::p;`): in clauses and in regions they are
// the class's own pointers, the data they point to translated to its device copy (2.6.8), as for
// members of the class itself. The data is mapped before, by `enter data` or by the clause.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> struct Array {
  T *u_ = nullptr;
  int n_ = 0;
};

// Members reached as this->u_.
template <typename T> struct Field : Array<T> {
  void scale(T s) {
#pragma acc parallel loop
    for (int i = 0; i < this->n_; ++i)
      this->u_[i] *= s;
  }
  void shift(T d) {
#pragma acc parallel loop copy(this->u_[0:this->n_])
    for (int i = 0; i < this->n_; ++i)
      this->u_[i] += d;
  }
};

// The same members named after using-declarations.
template <typename T> struct Named : Array<T> {
  using Array<T>::u_;
  using Array<T>::n_;
  T sum() const {
    T s = 0;
#pragma acc parallel loop reduction(+ : s)
    for (int i = 0; i < n_; ++i)
      s += u_[i];
    return s;
  }
};

int main() {
  double a[16];
  float b[8];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  for (int i = 0; i < 8; ++i)
    b[i] = 1;
  Field<double> f;
  f.u_ = a;
  f.n_ = 16;
  Named<float> g;
  g.u_ = b;
  g.n_ = 8;
#pragma acc enter data copyin(a, b)
  f.scale(2.0);
  float total = g.sum();
#pragma acc exit data copyout(a) delete(b)
  f.shift(1.0); // the clause maps the data itself
  int errors = total != 8.0f;
  for (int i = 0; i < 16; ++i)
    errors += a[i] != 2.0 * i + 1;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}
